import { useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { UnemploymentAttachment } from '@vaga/contract';
import { confirmDialog } from '@/shared/lib/confirm-dialog.ts';
import { formatDateTime, formatFileSize } from '@/shared/lib/format.ts';
import { saveFile } from '@/shared/lib/save-file.ts';
import { getConsoleUnemploymentAttachment } from '../api/get-console-unemployments.ts';
import { fileTypeName } from '../lib/console-unemployment-files.ts';
import { Button } from '@/shared/ui/button.tsx';

/** One file: its name, type, size and upload time, and its download under its own name. */
function FileRow({
  registrationId,
  file,
}: {
  registrationId: string;
  file: UnemploymentAttachment;
}) {
  const { t } = useTranslation(['unemployment-console', 'console']);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const blob = await getConsoleUnemploymentAttachment(registrationId, file.id);
      await saveFile(blob, file.fileName, () =>
        confirmDialog(t('unemployment.files.openDownloaded'), t('common.open'), t('common.cancel')),
      );
    } catch {
      // shown as a toast by the HTTP client
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="vaga-console-unemployment__file">
      <span className="vaga-console-unemployment__file-name">{file.fileName}</span>
      <span className="vaga-console-match__muted">
        {fileTypeName(file.contentType)} · {formatFileSize(file.size)} ·{' '}
        {formatDateTime(file.uploadDate)}
      </span>
      <Button
        size="small"
        aria-label={t('unemployment.files.downloadNamed', { name: file.fileName })}
        disabled={busy}
        onClick={() => void download()}
      >
        {t('unemployment.files.download')}
      </Button>
    </li>
  );
}

/** A group of the registration's files, each with its download; says so when there is none. */
export function UnemploymentFileList({
  registrationId,
  files,
  label,
}: {
  registrationId: string;
  files: UnemploymentAttachment[];
  label: string;
}) {
  const { t } = useTranslation(['unemployment-console', 'console']);
  if (files.length === 0) return <p>{t('unemployment.files.none')}</p>;
  return (
    <ul className="vaga-console-plain-list" aria-label={label}>
      {files.map((file) => (
        <FileRow key={file.id} registrationId={registrationId} file={file} />
      ))}
    </ul>
  );
}
