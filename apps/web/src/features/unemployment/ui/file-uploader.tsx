import { useId, useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import {
  UNEMPLOYMENT_LIMITS,
  validationText,
  type UnemploymentAttachment,
  type UnemploymentFileKind,
} from '@vaga/contract';
import { isApiError } from '@/shared/lib/api-error.ts';
import { errorText } from '@/shared/lib/error-text.ts';
import { pickFile } from '@/shared/lib/bridge/bridge-files.ts';
import { showErrorToast } from '@/shared/lib/error-toast.ts';
import { formatMegabytes } from '@/shared/lib/format.ts';
import { currentLocale } from '@/shared/lib/locale.ts';
import { uploadUnemploymentFiles } from '../api/upload-unemployment-files.ts';
import { checkProofFile, checkProofTotal, PROOF_EXTENSIONS } from '../lib/check-proof-file.ts';
import { preparePhoto } from '../lib/compress-photo.ts';
import { AttachmentList } from './attachment-list.tsx';
import { Button } from '@/shared/ui/button.tsx';

interface FileUploaderProps {
  kind: UnemploymentFileKind;
  title: string;
  hint: string;
  attachments: UnemploymentAttachment[];
  /** Bytes the registration holds already (every kind). */
  totalBytes: number;
  onAdded: (added: UnemploymentAttachment[]) => void;
  onRemoved: (id: string) => void;
  /** A schema message key or a ready text from the form's checks. */
  error?: string;
  /** Runs before a file is sent (the form waits for its draft to be saved). */
  beforeUpload?: () => Promise<unknown>;
  /** At least one file of the kind must be given: the title carries the required mark. */
  required?: boolean;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'preparing'; name: string }
  | { kind: 'uploading'; name: string; percent: number };

/**
 * The files of one kind: each with its name, size, download and remove; a picker (the app's
 * picker inside the government app, after the storage permission), the checks before upload
 * (type by content, empty, 8 MB in all), a photo scaled down, and the upload's progress.
 */
export function FileUploader(props: FileUploaderProps) {
  const { kind, title, hint, attachments, totalBytes, onAdded, onRemoved, error, beforeUpload } =
    props;
  const titleClass = props.required
    ? 'vaga-form__subtitle vaga-field__label--required'
    : 'vaga-form__subtitle';
  const { t } = useTranslation('unemployment');
  const id = useId();
  const locale = currentLocale();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [problem, setProblem] = useState('');
  const [reduced, setReduced] = useState('');
  const busy = status.kind !== 'idle';

  const add = async () => {
    setProblem('');
    setReduced('');
    let picked: File | null;
    try {
      picked = await pickFile({ extensions: PROOF_EXTENSIONS });
    } catch {
      return; // the bridge showed why
    }
    if (!picked) return;
    const checked = await checkProofFile(picked);
    if (checked.problem) {
      setProblem(errorText(checked.problem.code, locale, checked.problem.args));
      return;
    }
    setStatus({ kind: 'preparing', name: picked.name });
    const prepared = await preparePhoto(picked, checked.type);
    const tooMuch = checkProofTotal(totalBytes, prepared.file.size);
    if (tooMuch) {
      setStatus({ kind: 'idle' });
      setProblem(errorText(tooMuch.code, locale, tooMuch.args));
      return;
    }
    if (prepared.originalSize !== null)
      setReduced(
        t('files.reduced', {
          name: prepared.file.name,
          from: formatMegabytes(prepared.originalSize),
          to: formatMegabytes(prepared.file.size),
        }),
      );
    setStatus({ kind: 'uploading', name: prepared.file.name, percent: 0 });
    try {
      await beforeUpload?.();
      const result = await uploadUnemploymentFiles({
        kind,
        files: [prepared.file],
        onProgress: (percent) =>
          setStatus({ kind: 'uploading', name: prepared.file.name, percent }),
      });
      onAdded(result.attachments);
    } catch (failure) {
      if (isApiError(failure) && failure.status >= 400 && failure.status < 500)
        setProblem(errorText(failure.code, locale, failure.errorArgs));
      else showErrorToast(failure);
    } finally {
      setStatus({ kind: 'idle' });
    }
  };

  const formError = error ? validationText(error, locale) : '';
  return (
    <section className="vaga-card vaga-unemployment__files" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={titleClass}>
        {title}
      </h3>
      <p className="vaga-field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      <AttachmentList attachments={attachments} onRemoved={onRemoved} />
      {status.kind === 'preparing' ? (
        <p role="status">{t('files.preparing', { name: status.name })}</p>
      ) : null}
      {status.kind === 'uploading' ? (
        <div className="vaga-upload__progress">
          <progress
            max={100}
            value={status.percent}
            aria-label={t('files.progress', { name: status.name })}
          />
          <span>{t('files.percent', { percent: status.percent })}</span>
        </div>
      ) : null}
      {reduced ? <p role="status">{reduced}</p> : null}
      {problem || formError ? (
        <p className="vaga-field__error" role="alert">
          {problem || formError}
        </p>
      ) : null}
      <Button
        aria-describedby={`${id}-hint`}
        disabled={busy || attachments.length >= UNEMPLOYMENT_LIMITS.filesPerRegistration}
        onClick={() => void add()}
      >
        {t('files.add', { kind: title })}
      </Button>
    </section>
  );
}
