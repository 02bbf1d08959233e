import { useId, useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { ReferenceOption } from '@vaga/contract';
import type { PostingFormValues } from '../lib/posting-form-values.ts';
import { PostingSelectField } from './posting-fields.tsx';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The title chosen from the JOBTITLE options: a search box narrows the list (by its name in any
 * language), the select holds the choice. Inactive options are offered only when already chosen.
 */
export function PostingTitleField({ options }: { options: readonly ReferenceOption[] }) {
  const { t } = useTranslation(['postings-console', 'console']);
  const searchId = useId();
  const [search, setSearch] = useState('');
  const { control } = useFormContext<PostingFormValues>();
  const chosen = useWatch({ control, name: 'typeJobTitleId' });
  const choices = useMemo(() => {
    const words = fold(search.trim());
    return options
      .filter((option) => option.isActive === 1 || String(option.id) === chosen)
      .filter(
        (option) =>
          String(option.id) === chosen ||
          words === '' ||
          [option.name, option.nameCn, option.namePt, option.nameEn].some((name) =>
            fold(name).includes(words),
          ),
      )
      .map((option) => ({
        value: String(option.id),
        label: option.name,
        disabled: option.isActive !== 1,
      }));
  }, [options, search, chosen]);
  return (
    <div className="vaga-posting-title">
      <div className="vaga-field">
        <label className="vaga-field__label" htmlFor={searchId}>
          {t('postings.form.titleSearch')}
        </label>
        <input
          id={searchId}
          type="search"
          className="vaga-field__input"
          value={search}
          maxLength={50}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <PostingSelectField
        name="typeJobTitleId"
        label={t('postings.form.typeJobTitleId')}
        choices={choices}
        empty={t('postings.form.noTitleOption')}
        deps={['title.cn']}
      />
    </div>
  );
}
