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
import { StaffTextForm } from '@/shared/ui/staff-text-form.tsx';
import { Button } from '@/shared/ui/button.tsx';

/** Approves a registration under review, once staff confirm it. */
function ApproveUnemployment({ id }: { id: string }) {
  const { t } = useTranslation(['unemployment-console', 'console']);
  const approve = useApproveUnemployment(id);
  return (
    <form
      className="vaga-form"
      aria-label={t('unemployment.approve.title')}
      onSubmit={(e) => {
        e.preventDefault();
        void confirmDialog(
          t('unemployment.approve.confirm'),
          t('unemployment.approve.submit'),
          t('common.cancel'),
        ).then((confirmed) => {
          if (confirmed) approve.mutate();
        });
      }}
    >
      <h3 className="vaga-form__subtitle">{t('unemployment.approve.title')}</h3>
      <p>{t('unemployment.approve.description')}</p>
      <div className="vaga-form__actions">
        <Button type="submit" variant="primary" disabled={approve.isPending}>
          {t('unemployment.approve.submit')}
        </Button>
      </div>
    </form>
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
      <StaffTextForm
        title={t('unemployment.supplement.title')}
        label={t('unemployment.supplement.request')}
        submitLabel={t('unemployment.supplement.submit')}
        field="request"
        max={UNEMPLOYMENT_LIMITS.staffTextMax}
        hardLimit
        check={(request) => checkUnemploymentSupplement({ request })}
        send={(request) => supplement.mutate({ request })}
        pending={supplement.isPending}
      />
      <StaffTextForm
        title={t('unemployment.refuse.title')}
        label={t('unemployment.refuse.reason')}
        submitLabel={t('unemployment.refuse.submit')}
        field="reason"
        max={UNEMPLOYMENT_LIMITS.staffTextMax}
        hardLimit
        check={(reason) => checkUnemploymentRefuse({ reason })}
        send={(reason) => refuse.mutate({ reason })}
        pending={refuse.isPending}
      />
    </div>
  );
}
