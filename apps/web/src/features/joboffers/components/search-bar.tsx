import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@vaga/contract';

interface SearchBarProps {
  /** The keyword of the search shown now; the field follows it when it changes elsewhere. */
  keyword: string;
  onSearch: (keyword: string) => void;
  placeholder?: string;
}

/** The keyword field of the job list (spec §2 "job list with hot searches"). */
export function SearchBar({ keyword, onSearch, placeholder }: SearchBarProps) {
  const { t } = useTranslation('jobsearch');
  const [value, setValue] = useState(keyword);
  const inputId = useId();
  const [shown, setShown] = useState(keyword);
  if (shown !== keyword) {
    // The search changed elsewhere (hot search, back): the field shows the new keyword.
    setShown(keyword);
    setValue(keyword);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };

  return (
    <form role="search" className="vaga-search" onSubmit={submit}>
      <label htmlFor={inputId} className="vaga-visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={inputId}
        type="search"
        className="vaga-search__input"
        value={value}
        maxLength={LIMITS.keywordMaxLength}
        placeholder={placeholder ?? t('search.placeholder')}
        enterKeyHint="search"
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="vaga-button vaga-button--primary vaga-search__submit">
        {t('search.submit')}
      </button>
    </form>
  );
}
