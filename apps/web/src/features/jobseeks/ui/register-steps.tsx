import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { JobAssistanceOptions, JobAssistanceValues, References } from '@vaga/contract';
import { RegistrationLabels } from './registration-view.tsx';
import { labelsOf } from '../lib/register-labels.ts';
import { registrationFacts } from './registration-facts.ts';
import { Button } from '@/shared/ui/button.tsx';

interface ConfirmProps {
  values: JobAssistanceValues;
  references: References;
  options: JobAssistanceOptions;
  busy: boolean;
  onBack: () => void;
  onSubmit: () => void;
}

/** The confirm step: the registration in words, to change or to send. */
export function RegisterConfirm({
  values,
  references,
  options,
  busy,
  onBack,
  onSubmit,
}: ConfirmProps) {
  const { t } = useTranslation('jobseeks');
  const labels = labelsOf(values, references, options);
  return (
    <section className="vaga-card" aria-labelledby="vaga-register-confirm">
      <h2 id="vaga-register-confirm" className="vaga-form__title">
        {t('confirm.title')}
      </h2>
      <p className="vaga-form__intro">{t('confirm.text')}</p>
      <RegistrationLabels
        labels={labels}
        facts={registrationFacts(t, values, labels.latestJobSalaryType)}
      />
      <div className="vaga-form__actions">
        <Button onClick={onBack}>{t('confirm.edit')}</Button>
        <Button variant="primary" disabled={busy} onClick={onSubmit}>
          {t('confirm.submit')}
        </Button>
      </div>
    </section>
  );
}

/** The success step: what happens next, and the way on (back, or to the registration info). */
export function RegisterSuccess({
  mode,
  entNo,
  stateName,
  onDone,
}: {
  mode: 'create' | 'update';
  entNo: string;
  stateName: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('jobseeks');
  return (
    <section className="vaga-card vaga-jobseek-success" aria-labelledby="vaga-register-success">
      <h2 id="vaga-register-success" className="vaga-form__title">
        {mode === 'create' ? t('success.created') : t('success.updated')}
      </h2>
      <p>{t('success.number', { entNo })}</p>
      {mode === 'create' && <p role="status">{t('success.processing', { state: stateName })}</p>}
      <Button variant="primary" onClick={onDone}>
        {t('success.done')}
      </Button>
    </section>
  );
}
