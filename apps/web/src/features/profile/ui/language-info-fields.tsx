import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { LANGUAGE_LEVEL_FIELDS, PROFILE_LIST_MAX } from '@vaga/contract';
import { OptionField, TextField } from './fields.tsx';
import { ListRows } from './list-rows.tsx';
import { EMPTY_ROWS } from '../lib/section-values.ts';

/** Spoken and written levels of the five languages, and up to two other languages. */
export function LanguageInfoFields() {
  const { t } = useTranslation('profile');
  return (
    <>
      {LANGUAGE_LEVEL_FIELDS.map((field) => (
        <OptionField key={field} name={field} label={t(`fields.${field}`)} type="LANGUAGE_LEVEL" />
      ))}
      <h3 className="vaga-form__subtitle">{t('fields.otherLanguages')}</h3>
      <ListRows
        name="otherLanguageList"
        itemLabel={t('fields.otherLanguage')}
        addLabel={t('actions.addLanguage')}
        max={PROFILE_LIST_MAX.otherLanguages}
        empty={EMPTY_ROWS.otherLanguageList}
        renderRow={(i) => (
          <>
            <OptionField
              name={`otherLanguageList.${i}.typeLanguageId`}
              label={t('fields.typeLanguageId')}
              type="LANGUAGE"
            />
            <TextField
              name={`otherLanguageList.${i}.textLanguage`}
              label={t('fields.textLanguage')}
            />
            <OptionField
              name={`otherLanguageList.${i}.speakingLevel`}
              label={t('fields.speakingLevel')}
              type="LANGUAGE_LEVEL"
            />
            <OptionField
              name={`otherLanguageList.${i}.writingLevel`}
              label={t('fields.writingLevel')}
              type="LANGUAGE_LEVEL"
            />
          </>
        )}
      />
    </>
  );
}
