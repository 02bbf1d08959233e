import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { UNEMPLOYMENT_LIMITS } from '@vaga/contract';
import { confirmDialog } from '@/shared/lib/confirm-dialog.ts';
import {
  useApproveUnemployment,
  useRefuseUnemployment,
  useRequestUnemploymentSupplement,
} from '../api/unemployment-actions.ts';
import {
  checkUnemploymentRefuse,
  checkUnemploymentSupplement,
} from '../lib/unemployment-form-checks.ts';
import { StaffTextForm } from '@/shared/console/staff-text-form.tsx';
import { StaffDecisionForm } from '@/shared/console/staff-decision-form.tsx';

/** Approves a registration under review, once staff confirm it. */
function ApproveUnemployment({ id }: { id: string }) {
  const { t } = useTranslation(['unemployment-console', 'console']);
  const approve = useApproveUnemployment(id);
  return (
    <StaffDecisionForm
      title={t('unemployment.approve.title')}
      description={t('unemployment.approve.description')}
      submitLabel={t('unemployment.approve.submit')}
      primary
      pending={approve.isPending}
      initial={{}}
      check={() => ({})}
      send={() =>
        void confirmDialog(
          t('unemployment.approve.confirm'),
          t('unemployment.approve.submit'),
          t('common.cancel'),
        ).then((confirmed) => {
          if (confirmed) approve.mutate();
        })
      }
    >
      {() => null}
    </StaffDecisionForm>
  );
}

/**
 * What staff may do with a registration under review: approve it, ask for supplements (what is
 * asked, in words), or refuse it with the reason.
 */
export function UnemploymentActions({ id }: { id: string }) {
  const { t } = useTranslation(['unemployment-console', 'console']);
  const refuse = useRefuseUnemployment(id);
  const supplement = useRequestUnemploymentSupplement(id);
  return (
    <div className="vaga-console-jobseek__actions">
      <ApproveUnemployment id={id} />
      {[
        {
          name: 'supplement',
          field: 'request',
          label: t('unemployment.supplement.request'),
          check: (request: string) => checkUnemploymentSupplement({ request }),
          send: (request: string) => supplement.mutate({ request }),
          pending: supplement.isPending,
        },
        {
          name: 'refuse',
          field: 'reason',
          label: t('unemployment.refuse.reason'),
          check: (reason: string) => checkUnemploymentRefuse({ reason }),
          send: (reason: string) => refuse.mutate({ reason }),
          pending: refuse.isPending,
        },
      ].map(({ name, ...form }) => (
        <StaffTextForm
          key={name}
          {...form}
          title={t(`unemployment.${name}.title`)}
          submitLabel={t(`unemployment.${name}.submit`)}
          max={UNEMPLOYMENT_LIMITS.staffTextMax}
          hardLimit
        />
      ))}
    </div>
  );
}
