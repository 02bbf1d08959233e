import { useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { LANGUAGES, type ApiLanguage } from '@vaga/contract';
import { generateCv } from '../api/get-cv-file-bytes.ts';
import { confirmDialog } from '@/shared/lib/confirm-dialog.ts';
import { saveFile } from '@/shared/lib/save-file.ts';
import { Button } from '@/shared/ui/button.tsx';
import { Card } from '@/shared/ui/card.tsx';

/** Generates a CV PDF from the resume in one language (POST api/v1/cvs?lang=) and downloads it. */
export function GenerateCv() {
  const { t } = useTranslation('cvs');
  const [busy, setBusy] = useState<ApiLanguage | null>(null);
  const run = async (lang: ApiLanguage) => {
    setBusy(lang);
    try {
      const pdf = await generateCv(lang);
      await saveFile(pdf, `cv-${lang}.pdf`, () =>
        confirmDialog(t('download.open'), t('actions.open'), t('actions.cancel')),
      );
    } catch {
      // shown as a toast by the HTTP client
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card title={t('generate.title')} titleId="generate-cv-title" titleLevel={3}>
      <p className="vaga-panel__text">{t('generate.text')}</p>
      <div className="vaga-form__actions">
        {/* A CV in each language of the list, each named in itself. */}
        {LANGUAGES.map(({ wire, tag, selfName }) => (
          <Button
            key={wire}
            lang={tag}
            disabled={busy !== null}
            aria-busy={busy === wire}
            onClick={() => void run(wire)}
          >
            {selfName}
          </Button>
        ))}
      </div>
    </Card>
  );
}
