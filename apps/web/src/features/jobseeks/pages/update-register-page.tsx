import { useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { useNavigate, useSearchParams } from 'react-router';
import {
  jobSeekStateName,
  type JobAssistance,
  type JobAssistanceOptions,
  type JobAssistanceValues,
  type References,
} from '@vaga/contract';
import { useReferences } from '@/shared/api/references.ts';
import { showErrorToast } from '@/shared/lib/error-toast.ts';
import { currentLocale } from '@/shared/lib/locale.ts';
import { paths } from '@/shared/paths.ts';
import { LinkPanel } from '@/shared/ui/panels.tsx';
import { useJobAssistance, useJobAssistanceOptions } from '../api/get-job-assistance.ts';
import { useSaveJobAssistance, type SavedJobAssistance } from '../api/save-job-assistance.ts';
import { RegisterForm } from '../ui/register-form.tsx';
import { RegisterConfirm, RegisterSuccess } from '../ui/register-steps.tsx';
import { isOtherReason } from '../lib/register-resolver.ts';
import { registerInputOf, registerValuesOf, type RegisterValues } from '../lib/register-values.ts';
import { serverFieldError, type ServerFieldError } from '../lib/server-field-error.ts';
import '@/shared/ui/form.css';
import '../jobseeks.css';
import { queriesState } from '@/shared/lib/queries-state.ts';
import { PageLoadState } from '@/shared/ui/load-state.tsx';

type Step =
  | { kind: 'fill' }
  | { kind: 'confirm'; values: JobAssistanceValues }
  | { kind: 'success'; saved: SavedJobAssistance };

interface WizardProps {
  latest: JobAssistance | null;
  options: JobAssistanceOptions;
  references: References;
}

/** Fill → confirm → success; POST without a current registration, PUT on the valid one. */
function RegisterWizard({ latest, options, references }: WizardProps) {
  const { t } = useTranslation('jobseeks');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const mode = latest?.currentJobSeekIsValid === 1 ? 'update' : 'create';
  const save = useSaveJobAssistance(mode);
  const [draft, setDraft] = useState<RegisterValues>(() => registerValuesOf(latest));
  const [step, setStep] = useState<Step>({ kind: 'fill' });
  const [serverError, setServerError] = useState<ServerFieldError | null>(null);

  const progress = (index: number) => (
    <p className="vaga-form__progress" aria-live="polite">
      {t('form.step', { step: index, total: 3 })}
    </p>
  );
  if (step.kind === 'success')
    return (
      <div className="vaga-page">
        {progress(3)}
        <RegisterSuccess
          mode={mode}
          entNo={step.saved.entNo}
          stateName={jobSeekStateName('processing', currentLocale())}
          onDone={() => {
            if (params.get('goTo') === '-1') void navigate(-1);
            else void navigate(paths.referralService, { replace: true });
          }}
        />
      </div>
    );
  if (step.kind === 'confirm') {
    const submit = () =>
      save.mutate(
        registerInputOf(
          step.values,
          isOtherReason(references.REG_REASON, step.values.typeRegReasonId),
        ),
        {
          onSuccess: (saved) => setStep({ kind: 'success', saved }),
          onError: (error) => {
            const field = serverFieldError(error, currentLocale());
            if (!field) return showErrorToast(error);
            setServerError(field);
            setStep({ kind: 'fill' });
          },
        },
      );
    return (
      <div className="vaga-page">
        {progress(2)}
        <RegisterConfirm
          values={step.values}
          references={references}
          options={options}
          busy={save.isPending}
          onBack={() => setStep({ kind: 'fill' })}
          onSubmit={submit}
        />
      </div>
    );
  }
  return (
    <div className="vaga-page">
      {progress(1)}
      {mode === 'update' && (
        <p className="vaga-form__intro">{t('form.updateIntro', { entNo: latest?.entNo })}</p>
      )}
      <RegisterForm
        defaultValues={draft}
        references={references}
        options={options}
        serverError={serverError}
        onNext={(values, raw) => {
          setServerError(null);
          setDraft(raw);
          setStep({ kind: 'confirm', values });
        }}
      />
    </div>
  );
}

/**
 * `/cv-form/update-register` (named route updateRegister, spec §2): the registration form,
 * prefilled from the latest registration. `goTo=-1` (from make-appointment) goes back after
 * success; otherwise the registration info follows. A registration under review cannot change.
 */
export function UpdateRegisterPage() {
  const { t } = useTranslation(['jobseeks', 'common']);
  const latest = useJobAssistance();
  const options = useJobAssistanceOptions();
  const references = useReferences();
  if (latest.data === undefined || !options.data || !references.data)
    return <PageLoadState {...queriesState([latest, options, references])} />;
  if (options.data.selfJobSeekOption.disableCreateUpdate === 1)
    return (
      <div className="vaga-page">
        <LinkPanel
          title={t('underReview.title')}
          description={t('underReview.description')}
          action={t('underReview.action')}
          to={paths.referralService}
        />
      </div>
    );
  return (
    <RegisterWizard latest={latest.data} options={options.data} references={references.data} />
  );
}
