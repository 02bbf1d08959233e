import { useId, useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import {
  UNEMPLOYMENT_LIMITS,
  type UnemploymentAttachment,
  type UnemploymentRegistration,
  type UnemploymentSupplement,
} from '@vaga/contract';
import { formatDateTime } from '@/shared/lib/format.ts';
import { useSendSupplements } from '../api/send-supplements.ts';
import { TotalLine, totalOf } from './documents-step.tsx';
import { FileUploader } from './file-uploader.tsx';
import { Button } from '@/shared/ui/button.tsx';

interface SupplementFormProps {
  registration: UnemploymentRegistration;
  request: UnemploymentSupplement;
}

/**
 * What staff asked for, the files that answer it (kind `supplement`: several, with progress),
 * an optional remark, and "send" (POST sd/supplements): the registration returns to review.
 */
export function SupplementForm({ registration, request }: SupplementFormProps) {
  const { t } = useTranslation('unemployment');
  const id = useId();
  const send = useSendSupplements();
  const unsent = (file: UnemploymentAttachment) =>
    file.kind === 'supplement' && file.supplementId == null;
  const [files, setFiles] = useState(() => registration.attachments.filter(unsent));
  const [remark, setRemark] = useState('');
  const [missing, setMissing] = useState(false);
  const total = totalOf(registration.attachments.filter((file) => !unsent(file))) + totalOf(files);

  const submit = () => {
    if (files.length === 0) {
      setMissing(true);
      return;
    }
    send.mutate({
      supplementList: files.map((file) => ({ attachmentId: file.id })),
      remark: remark.trim() || null,
    });
  };
  return (
    <section className="vaga-card vaga-unemployment__supplement" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="vaga-form__subtitle">
        {t('supplement.title')}
      </h3>
      <p className="vaga-unemployment__request">{request.request}</p>
      <p className="vaga-field__hint">
        {t('supplement.askedAt', { at: formatDateTime(request.requestedAt) })}
      </p>
      <TotalLine totalBytes={total} />
      <FileUploader
        kind="supplement"
        title={t('files.supplement')}
        hint={t('files.accepted', { max: UNEMPLOYMENT_LIMITS.totalMaxMegabytes })}
        attachments={files}
        totalBytes={total}
        error={missing ? 'validation.required' : ''}
        required
        onAdded={(list) => {
          setMissing(false);
          setFiles((before) => [...before, ...list]);
        }}
        onRemoved={(removed) => setFiles((before) => before.filter((file) => file.id !== removed))}
      />
      <div className="vaga-field">
        <label className="vaga-field__label" htmlFor={`${id}-remark`}>
          {t('supplement.remark')}
        </label>
        <textarea
          id={`${id}-remark`}
          className="vaga-field__input"
          rows={3}
          maxLength={UNEMPLOYMENT_LIMITS.staffTextMax}
          value={remark}
          onChange={(event) => setRemark(event.target.value)}
        />
      </div>
      <div className="vaga-form__actions">
        <Button variant="primary" disabled={send.isPending} onClick={submit}>
          {t('supplement.send')}
        </Button>
      </div>
    </section>
  );
}
