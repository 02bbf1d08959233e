import '@/shared/ui/translated-text.css';
import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';

/** A record whose answer names the texts it gives in Chinese (a vacancy's `inChinese`). */
interface WithChineseTexts<F extends string> {
  inChinese?: readonly F[];
}

/**
 * One of a record's translated texts as the page shows it. A text the answer gives in Chinese for
 * want of the page's language is marked as Chinese (`lang="zh-Hant"`: read, broken and searched
 * as Chinese) with a short note after it, "(in Chinese)". Every translated text of a record is
 * shown through it, so each falls back the same way.
 */
export function TranslatedText<F extends string>({
  record,
  field,
  children,
}: {
  record: WithChineseTexts<F>;
  field: F;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  if (!record.inChinese?.includes(field)) return <>{children}</>;
  return (
    <>
      <span lang="zh-Hant">{children}</span>{' '}
      <span className="vaga-in-chinese">{t('inChinese')}</span>
    </>
  );
}
