import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { POSTING_LIMITS } from '@vaga/contract';
import type { PostingLanguage, PostingTextKey } from '../lib/posting-form-values.ts';
import { PostingTextField } from './posting-fields.tsx';

/** The texts of one language, in form order: longest allowed, and whether Chinese needs it. */
const TEXTS: readonly {
  key: PostingTextKey;
  max: number;
  multiline?: boolean;
  cnRequired: boolean;
}[] = [
  { key: 'workingArea', max: POSTING_LIMITS.shortTextMax, cnRequired: true },
  { key: 'workingTime', max: POSTING_LIMITS.shortTextMax, cnRequired: true },
  { key: 'description', max: POSTING_LIMITS.textMax, multiline: true, cnRequired: true },
  { key: 'experience', max: POSTING_LIMITS.textMax, multiline: true, cnRequired: false },
  { key: 'additionalMessage', max: POSTING_LIMITS.textMax, multiline: true, cnRequired: false },
  { key: 'contactName', max: POSTING_LIMITS.contactNameMax, cnRequired: true },
];

/**
 * The vacancy's texts in one language: the typed title (Portuguese and English; the Chinese one
 * goes with the title choice), working area and time, description, experience, additional
 * message, contact name and hashtags. Only Chinese has required texts.
 */
export function PostingTextFields({ language }: { language: PostingLanguage }) {
  const { t } = useTranslation(['postings-console', 'console']);
  const name = (optional: boolean) =>
    t(
      optional
        ? `postings.form.languageOptional.${language}`
        : `postings.form.languageIn.${language}`,
    );
  return (
    <>
      {language === 'cn' ? null : (
        <PostingTextField
          name={`title.${language}`}
          label={t('postings.form.text.title', { language: name(true) })}
          maxLength={POSTING_LIMITS.titleMax}
        />
      )}
      {TEXTS.map(({ key, max, multiline, cnRequired }) => (
        <PostingTextField
          key={key}
          name={`${key}.${language}`}
          label={t(`postings.form.text.${key}`, {
            language: name(language !== 'cn' || !cnRequired),
          })}
          maxLength={max}
          multiline={multiline}
        />
      ))}
      <PostingTextField
        name={`hashtags.${language}`}
        label={t('postings.form.text.hashtags', {
          language: name(true),
          count: POSTING_LIMITS.hashtagsMax,
        })}
      />
    </>
  );
}
