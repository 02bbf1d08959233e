import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { UNEMPLOYMENT_LIMITS, type UnemploymentAttachment } from '@vaga/contract';
import { formatMegabytes } from '@/shared/lib/format.ts';
import { FileUploader } from './file-uploader.tsx';
import { Button } from '@/shared/ui/button.tsx';

interface DocumentsStepProps {
  attachments: UnemploymentAttachment[];
  /** A message for the separation document (required), from the checks or the server. */
  separationError?: string;
  onAdded: (added: UnemploymentAttachment[]) => void;
  onRemoved: (id: string) => void;
  /** Waits for the draft to be saved before a file is sent. */
  beforeUpload: () => Promise<unknown>;
  onBack: () => void;
  onNext: () => void;
}

/** The registration's files so far, against its 8 MB. */
export function TotalLine({ totalBytes }: { totalBytes: number }) {
  const { t } = useTranslation('unemployment');
  return (
    <p className="vaga-unemployment__total" aria-live="polite">
      {t('files.total', {
        used: formatMegabytes(totalBytes),
        max: UNEMPLOYMENT_LIMITS.totalMaxMegabytes,
      })}
    </p>
  );
}

export const totalOf = (attachments: UnemploymentAttachment[]) =>
  attachments.reduce((sum, file) => sum + file.size, 0);

/** Step 2: the separation document (at least one) and other proof (optional). */
export function DocumentsStep(props: DocumentsStepProps) {
  const { attachments, separationError, onAdded, onRemoved, beforeUpload, onBack, onNext } = props;
  const { t } = useTranslation('unemployment');
  const total = totalOf(attachments);
  const ofKind = (kind: string) => attachments.filter((file) => file.kind === kind);
  return (
    <section className="vaga-form" aria-labelledby="unemployment-documents-title">
      <h2 id="unemployment-documents-title" className="vaga-form__title">
        {t('steps.documents')}
      </h2>
      <p className="vaga-form__intro">
        {t('files.accepted', { max: UNEMPLOYMENT_LIMITS.totalMaxMegabytes })}
      </p>
      <TotalLine totalBytes={total} />
      <FileUploader
        kind="separation"
        title={t('files.separation')}
        hint={t('files.separationHint')}
        attachments={ofKind('separation')}
        totalBytes={total}
        error={separationError}
        required
        onAdded={onAdded}
        onRemoved={onRemoved}
        beforeUpload={beforeUpload}
      />
      <FileUploader
        kind="proof"
        title={t('files.proof')}
        hint={t('files.proofHint')}
        attachments={ofKind('proof')}
        totalBytes={total}
        onAdded={onAdded}
        onRemoved={onRemoved}
        beforeUpload={beforeUpload}
      />
      <div className="vaga-form__actions">
        <Button onClick={onBack}>{t('actions.back')}</Button>
        <Button variant="primary" onClick={onNext}>
          {t('actions.next')}
        </Button>
      </div>
    </section>
  );
}
