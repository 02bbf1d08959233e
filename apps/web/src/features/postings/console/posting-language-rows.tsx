import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import {
  fitLanguageName,
  REQUIREMENT_LIMITS,
  validationMessage,
  type ReferenceOption,
} from '@vaga/contract';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { currentApiLanguage } from '@/shared/lib/locale.ts';
import type { PostingFormValues } from '../lib/posting-form-values.ts';
import { EMPTY_LANGUAGE_REQUIREMENT, levelsOfKey } from '../lib/requirement-form-values.ts';
import { PostingSelectField, type PostingChoice } from './posting-fields.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { FieldError } from '@/shared/ui/fields/field.tsx';
import { fieldErrorText } from '@/shared/ui/fields/field-error-text.ts';

interface LanguageRowsProps {
  /** LANGUAGE options: the languages beyond the five the resume asks. */
  languages: readonly ReferenceOption[];
  /** LANGUAGE_LEVEL options, lowest first. */
  levels: readonly ReferenceOption[];
}

const FIVE = ['cantonese', 'mandarin', 'chinese', 'portuguese', 'english'] as const;

/**
 * The languages a vacancy requires, each with the spoken and/or written level it asks (only those
 * the resume holds for that language), up to the contract's limit. The lowest level ("none") and
 * the typed "other" language are not offered: every resume meets the one, none can meet the other.
 */
export function PostingLanguageRows({ languages, levels }: LanguageRowsProps) {
  const { t } = useTranslation(['postings-console', 'console']);
  const { control, setValue, setError, clearErrors, formState } =
    useFormContext<PostingFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'requirements.languages' });
  const rows = useWatch({ control, name: 'requirements.languages' });
  const lang = currentApiLanguage();
  const max = REQUIREMENT_LIMITS.languages;
  const languageChoices = (current: string): PostingChoice[] => [
    ...FIVE.map((key) => ({ value: key, label: fitLanguageName(key, lang) })),
    ...languages
      .filter((o) => o.extraInfo !== 'OTHER')
      .filter((o) => o.isActive === 1 || `other:${o.id}` === current)
      .map((o) => ({ value: `other:${o.id}`, label: o.name, disabled: o.isActive !== 1 })),
  ];
  const levelChoices = (current: string): PostingChoice[] =>
    levels
      .slice(1)
      .filter((o) => o.isActive === 1 || String(o.id) === current)
      .map((o) => ({ value: String(o.id), label: o.name, disabled: o.isActive !== 1 }));
  const add = () => {
    if (fields.length >= max) {
      setError('requirements.languages', {
        type: 'maxItems',
        message: validationMessage('validation.maxItems', max),
      });
      return;
    }
    clearErrors('requirements.languages');
    append({ ...EMPTY_LANGUAGE_REQUIREMENT });
  };
  const listError = formState.errors.requirements?.languages;
  const listMessage = fieldErrorText(listError?.message ?? listError?.root?.message);
  return (
    <div className="vaga-posting-requirements__list">
      {fields.map((row, index) => {
        const at = `requirements.languages.${index}` as const;
        const values = rows[index] as (typeof rows)[number] | undefined;
        const holds = levelsOfKey(values?.language ?? '');
        const itemLabel = t('postings.form.requirements.languageRow', { n: index + 1 });
        return (
          <fieldset key={row.id} className="vaga-posting-requirements__row">
            <legend className="vaga-posting-requirements__title">{itemLabel}</legend>
            <PostingSelectField
              name={`${at}.language`}
              label={t('postings.form.requirements.language')}
              empty={t('postings.form.choose')}
              choices={languageChoices(values?.language ?? '')}
              onPicked={(key) => {
                const next = levelsOfKey(key);
                if (!next.speaking) setValue(`${at}.speakingLevel`, '');
                if (!next.writing) setValue(`${at}.writingLevel`, '');
              }}
            />
            {holds.speaking ? (
              <PostingSelectField
                name={`${at}.speakingLevel`}
                label={t('postings.form.requirements.speakingLevel')}
                empty={t('postings.form.requirements.notAsked')}
                choices={levelChoices(values?.speakingLevel ?? '')}
                deps={[`${at}.writingLevel`]}
              />
            ) : null}
            {holds.writing ? (
              <PostingSelectField
                name={`${at}.writingLevel`}
                label={t('postings.form.requirements.writingLevel')}
                empty={t('postings.form.requirements.notAsked')}
                choices={levelChoices(values?.writingLevel ?? '')}
                deps={[`${at}.speakingLevel`]}
                messageOf={holds.speaking ? undefined : `${at}.speakingLevel`}
              />
            ) : null}
            <Button
              size="small"
              onClick={() => {
                clearErrors('requirements.languages');
                remove(index);
              }}
              aria-label={t('postings.form.requirements.removeRow', { name: itemLabel })}
            >
              {t('postings.form.requirements.remove')}
            </Button>
          </fieldset>
        );
      })}
      <FieldError id="posting-languages-error" message={listMessage} />
      <Button className="vaga-posting-requirements__add" onClick={add}>
        {t('postings.form.requirements.addLanguage', { max })}
      </Button>
    </div>
  );
}
