import { useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { CvFile } from '@vaga/contract';
import { getCvFileBytes } from '../api/get-cv-file-bytes.ts';
import { confirmDialog } from '@/shared/lib/confirm-dialog.ts';
import { saveFile } from '@/shared/lib/save-file.ts';

/** Downloads a CV file under its own file name (the failure is shown by the HTTP client). */
export function useCvDownload() {
  const { t } = useTranslation('cvs');
  const [busy, setBusy] = useState(false);
  const download = async (file: CvFile) => {
    setBusy(true);
    try {
      const blob = await getCvFileBytes(file.cvUid);
      await saveFile(blob, file.uploadFileName, () =>
        confirmDialog(t('download.open'), t('actions.open'), t('actions.cancel')),
      );
    } catch {
      // shown as a toast by the HTTP client
    } finally {
      setBusy(false);
    }
  };
  return { download, busy };
}
