import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { LANGUAGE_LEVEL_FIELDS } from '@vaga/contract';
import { OptionField } from './fields.tsx';
import { ListRows } from './list-rows.tsx';

/** Spoken and written levels of the five languages, and up to two other languages. */
export function LanguageInfoFields() {
  const { t } = useTranslation('profile');
  return (
    <>
      {LANGUAGE_LEVEL_FIELDS.map((field) => (
        <OptionField key={field} name={field} label={t(`fields.${field}`)} type="LANGUAGE_LEVEL" />
      ))}
      <ListRows
        name="otherLanguageList"
        row={[
          { name: 'typeLanguageId', type: 'LANGUAGE' },
          { name: 'textLanguage' },
          { name: 'speakingLevel', type: 'LANGUAGE_LEVEL' },
          { name: 'writingLevel', type: 'LANGUAGE_LEVEL' },
        ]}
      />
    </>
  );
}
