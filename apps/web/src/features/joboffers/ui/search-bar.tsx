import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { LIMITS } from '@vaga/contract';
import { useSuggestionCombobox } from './use-suggestion-combobox.ts';
import { Button } from '@/shared/ui/button.tsx';

interface SearchBarProps {
  /** The keyword of the search shown now; the field follows it when it changes elsewhere. */
  keyword: string;
  onSearch: (keyword: string) => void;
  placeholder?: string;
}

/**
 * The keyword field of the job list (spec §2 "job list with hot searches"), with the job titles
 * and classes matching what is typed listed under it (an ARIA combobox); choosing one searches
 * for it.
 */
export function SearchBar({ keyword, onSearch, placeholder }: SearchBarProps) {
  const { t } = useTranslation('jobsearch');
  const [value, setValue] = useState(keyword);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState(keyword);
  if (shown !== keyword) {
    // The search changed elsewhere (hot search, back): the field shows the new keyword.
    setShown(keyword);
    setValue(keyword);
  }
  const combobox = useSuggestionCombobox(value, (text) => {
    setValue(text);
    onSearch(text);
  });

  useEffect(() => {
    // What was typed into a server-rendered page before the app took it over stays in the field.
    const typed = input.current?.value;
    if (typed) setValue(typed);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    combobox.close();
    // The field's own text: a search tapped before the app took the page over is made again at
    // once, before the typed text has reached the state.
    onSearch((input.current?.value ?? value).trim());
  };

  return (
    <form role="search" className="vaga-search" onSubmit={submit}>
      <label htmlFor={inputId} className="vaga-visually-hidden">
        {t('search.label')}
      </label>
      <div className="vaga-search__field">
        <input
          ref={input}
          id={inputId}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={combobox.open}
          aria-controls={combobox.listId}
          aria-activedescendant={
            combobox.active >= 0 ? combobox.optionId(combobox.active) : undefined
          }
          autoComplete="off"
          className="vaga-search__input"
          value={value}
          maxLength={LIMITS.keywordMaxLength}
          placeholder={placeholder ?? t('search.placeholder')}
          enterKeyHint="search"
          onChange={(event) => {
            setValue(event.target.value);
            combobox.onType();
          }}
          onKeyDown={combobox.onKeyDown}
          onBlur={combobox.close}
        />
        <ul
          id={combobox.listId}
          role="listbox"
          aria-label={t('search.suggestions')}
          className="vaga-suggestions"
          hidden={!combobox.open}
        >
          {combobox.open &&
            combobox.options.map((option, index) => (
              <li
                key={`${option.kind}-${option.id}`}
                id={combobox.optionId(index)}
                role="option"
                aria-selected={index === combobox.active}
                className="vaga-suggestions__option"
                // Keeps the focus in the field, so the list stays a part of the combobox.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => combobox.pick(option)}
              >
                <span>{option.text}</span>
                <span className="vaga-suggestions__kind">{t(`search.kind.${option.kind}`)}</span>
              </li>
            ))}
        </ul>
      </div>
      <Button type="submit" variant="primary" className="vaga-search__submit">
        {t('search.submit')}
      </Button>
    </form>
  );
}
