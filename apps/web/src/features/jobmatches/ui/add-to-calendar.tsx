import { useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { confirmDialog } from '@/shared/lib/confirm-dialog.ts';
import { saveFile } from '@/shared/lib/save-file.ts';
import { getCalendar } from '../api/get-calendar.ts';
import { Button } from '@/shared/ui/button.tsx';

/**
 * "Add to calendar" of an arranged interview: the server's .ics file, saved by the browser or,
 * inside the government app, through the bridge (which then offers to open it).
 */
export function AddToCalendar({ id, interviewNo }: { id: string; interviewNo: string }) {
  const { t } = useTranslation('jobmatches');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const blob = await getCalendar(id);
      await saveFile(blob, `interview-${interviewNo || id}.ics`, () =>
        confirmDialog(t('calendar.open'), t('calendar.openAction'), t('actions.cancel')),
      );
    } catch {
      // shown as a toast by the HTTP client
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button disabled={busy} onClick={() => void download()}>
      {t('calendar.add')}
    </Button>
  );
}
