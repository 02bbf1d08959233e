import { useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { API_LANGUAGES, type ApiLanguage } from '@vaga/contract';
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
        {API_LANGUAGES.map((lang) => (
          <Button
            key={lang}
            disabled={busy !== null}
            aria-busy={busy === lang}
            onClick={() => void run(lang)}
          >
            {t(`generate.lang.${lang}`)}
          </Button>
        ))}
      </div>
    </Card>
  );
}
