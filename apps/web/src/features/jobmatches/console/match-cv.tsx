import { useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { confirmDialog } from '@/shared/lib/confirm-dialog.ts';
import { saveFile } from '@/shared/lib/save-file.ts';
import { getConsoleMatchCv } from '../api/get-console-match-cv.ts';
import { Button } from '@/shared/ui/button.tsx';

/** The CV file sent with the booking, downloaded under its own file name. */
export function MatchCv({
  matchId,
  cv,
}: {
  matchId: string;
  cv: { cvName: string; uploadFileName: string } | null;
}) {
  const { t } = useTranslation(['jobmatches-console', 'console']);
  const [busy, setBusy] = useState(false);
  if (!cv) return <p>{t('match.noCv')}</p>;
  const download = async () => {
    setBusy(true);
    try {
      const blob = await getConsoleMatchCv(matchId);
      await saveFile(blob, cv.uploadFileName, () =>
        confirmDialog(t('match.openCv'), t('common.open'), t('common.cancel')),
      );
    } catch {
      // shown as a toast by the HTTP client
    } finally {
      setBusy(false);
    }
  };
  return (
    <p className="vaga-console__actions-row">
      <span>
        {cv.cvName} ({cv.uploadFileName})
      </span>
      <Button size="small" disabled={busy} onClick={() => void download()}>
        {t('match.downloadCv')}
      </Button>
    </p>
  );
}
