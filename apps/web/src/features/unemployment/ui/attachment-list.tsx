import { useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { UnemploymentAttachment } from '@vaga/contract';
import { FileAccessError, saveAndOpenFile } from '@/shared/lib/bridge/bridge-files.ts';
import { getAttachmentBytes, removeAttachment } from '../api/attachments.ts';
import { formatFileSize } from '@/shared/lib/format.ts';
import { Button } from '@/shared/ui/button.tsx';

interface AttachmentListProps {
  attachments: UnemploymentAttachment[];
  /** Given: each file has a remove button. */
  onRemoved?: (id: string) => void;
}

/** Files of the registration: name and size, opened with GET …/attachments/{id}, removable. */
export function AttachmentList({ attachments, onRemoved }: AttachmentListProps) {
  const { t } = useTranslation('unemployment');
  const [busy, setBusy] = useState<string | null>(null);
  if (attachments.length === 0) return <p className="vaga-field__hint">{t('files.none')}</p>;

  const open = async (file: UnemploymentAttachment) => {
    setBusy(file.id);
    try {
      const bytes = await getAttachmentBytes(file.id);
      await saveAndOpenFile(bytes, file.fileName);
    } catch (error) {
      if (!(error instanceof FileAccessError)) return; // shown by the client or the bridge
    } finally {
      setBusy(null);
    }
  };
  const remove = async (file: UnemploymentAttachment) => {
    if (!onRemoved) return;
    setBusy(file.id);
    try {
      await removeAttachment(file.id);
      onRemoved(file.id);
    } catch {
      // the client showed the failure
    } finally {
      setBusy(null);
    }
  };
  return (
    <ul className="vaga-unemployment__file-list">
      {attachments.map((file) => (
        <li key={file.id} className="vaga-unemployment__file">
          <Button variant="link" disabled={busy === file.id} onClick={() => void open(file)}>
            {file.fileName}
          </Button>
          <span className="vaga-unemployment__size">{formatFileSize(file.size)}</span>
          {onRemoved ? (
            <Button size="small" disabled={busy === file.id} onClick={() => void remove(file)}>
              {t('files.remove', { name: file.fileName })}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
