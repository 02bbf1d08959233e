import '@/shared/ui/form.css';
import '../unemployment.css';
import { useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { useNavigate } from 'react-router';
import {
  UNEMPLOYMENT_STATES,
  validationMessage,
  type References,
  type UnemploymentAttachment,
  type UnemploymentRegistration,
} from '@vaga/contract';
import { useReferences } from '@/shared/api/references.ts';
import { showErrorToast } from '@/shared/lib/error-toast.ts';
import { currentLocale } from '@/shared/lib/locale.ts';
import { paths } from '@/shared/paths.ts';
import { LinkPanel } from '@/shared/ui/panels.tsx';
import { PageLoadState } from '@/shared/ui/load-state.tsx';
import { queriesState } from '@/shared/lib/queries-state.ts';
import { useUnemployment } from '../api/get-unemployment.ts';
import { useSaveUnemployment } from '../api/save-unemployment.ts';
import { DetailsStep } from '../ui/details-step.tsx';
import { DocumentsStep } from '../ui/documents-step.tsx';
import { ReviewStep } from '../ui/review-step.tsx';
import {
  DETAIL_FIELDS,
  fieldsOf,
  validateValues,
  valuesOf,
  type FieldErrors,
  type FieldName,
  type UnemploymentValues,
} from '../lib/form-values.ts';
import { serverProblem } from '../lib/server-errors.ts';
import { useDraftSaver } from '../lib/use-draft-saver.ts';

type Step = 0 | 1 | 2;
const REQUIRED_DOCUMENT = validationMessage('validation.required');

/** The stepped form over a draft (or a new one): details → documents → check your answers. */
function Wizard({
  draft,
  references,
}: {
  draft: UnemploymentRegistration | null;
  references: References;
}) {
  const { t } = useTranslation('unemployment');
  const navigate = useNavigate();
  const submit = useSaveUnemployment();
  const [step, setStepState] = useState<Step>(0);
  const [values, setValues] = useState<UnemploymentValues>(() => valuesOf(draft));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attachments, setAttachments] = useState<UnemploymentAttachment[]>(
    () => draft?.attachments.filter((file) => file.kind !== 'supplement') ?? [],
  );
  const [separationError, setSeparationError] = useState('');
  const flush = useDraftSaver(values, true);

  const setStep = (next: Step) => {
    void flush();
    setStepState(next);
    window.scrollTo?.(0, 0);
  };
  const change = <K extends FieldName>(field: K, value: UnemploymentValues[K]) => {
    setValues((before) => ({ ...before, [field]: value }));
    setErrors((before) => ({ ...before, [field]: undefined }));
  };
  const detailsErrors = () => {
    const found = validateValues(values);
    setErrors(found);
    return DETAIL_FIELDS.some((field) => found[field]);
  };
  const documentsMissing = () => {
    const missing = !attachments.some((file) => file.kind === 'separation');
    setSeparationError(missing ? REQUIRED_DOCUMENT : '');
    return missing;
  };
  const send = async () => {
    if (detailsErrors()) return setStep(0);
    if (documentsMissing()) return setStep(1);
    await flush();
    submit.mutate(
      { action: 'submit', ...fieldsOf(values) },
      {
        onSuccess: () => void navigate(paths.unemployedResult, { replace: true }),
        onError: (error) => {
          const problem = serverProblem(error, currentLocale());
          if (!problem) return showErrorToast(error);
          if (problem.where === 'documents') {
            setSeparationError(problem.message);
            return setStep(1);
          }
          setErrors({ [problem.field]: problem.message });
          setStep(0);
        },
      },
    );
  };

  return (
    <div className="vaga-page vaga-unemployment">
      <p className="vaga-form__progress" aria-live="polite">
        {t('steps.progress', { step: step + 1, total: 3 })}
      </p>
      {step === 0 ? (
        <DetailsStep
          values={values}
          errors={errors}
          references={references}
          onChange={change}
          onNext={() => {
            if (!detailsErrors()) setStep(1);
          }}
        />
      ) : null}
      {step === 1 ? (
        <DocumentsStep
          attachments={attachments}
          separationError={separationError}
          onAdded={(added) => {
            setAttachments((before) => [...before, ...added]);
            if (added.some((file) => file.kind === 'separation')) setSeparationError('');
          }}
          onRemoved={(id) => setAttachments((before) => before.filter((file) => file.id !== id))}
          beforeUpload={flush}
          onBack={() => setStep(0)}
          onNext={() => {
            if (!documentsMissing()) setStep(2);
          }}
        />
      ) : null}
      {step === 2 ? (
        <ReviewStep
          values={values}
          attachments={attachments}
          references={references}
          busy={submit.isPending}
          onChange={setStep}
          onSubmit={() => void send()}
        />
      ) : null}
    </div>
  );
}

/**
 * `/unemployed-process`: the registration's form, resumed from the draft kept on the server. A
 * registration under review, or awaiting documents, is followed on `/unemployed-info`.
 */
export function UnemployedProcessPage() {
  const { t } = useTranslation('unemployment');
  const current = useUnemployment();
  const references = useReferences();
  if (current.data === undefined || !references.data)
    return <PageLoadState {...queriesState([current, references])} />;
  const registration = current.data;
  const state = registration?.state;
  if (
    state === UNEMPLOYMENT_STATES.underReview ||
    state === UNEMPLOYMENT_STATES.supplementRequested
  )
    return (
      <div className="vaga-page">
        <LinkPanel
          title={t('process.openTitle')}
          description={t('process.openText')}
          action={t('process.openAction')}
          to={paths.unemployedInfo}
        />
      </div>
    );
  const draft = state === UNEMPLOYMENT_STATES.draft ? registration : null;
  return <Wizard draft={draft} references={references.data} />;
}
