import '@/shared/console/console-pages.css';
import { useId, useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { Button } from '@/shared/ui/button.tsx';

/** A search field with its label and button; Enter or the button searches the trimmed words. */
export function KeywordSearchBox({
  label,
  onSearch,
}: {
  label: string;
  onSearch: (keyword: string) => void;
}) {
  const { t } = useTranslation('console');
  const id = useId();
  const [typed, setTyped] = useState('');
  const search = () => onSearch(typed.trim());
  return (
    <div className="vaga-console-search">
      <label className="vaga-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="vaga-console-search__row">
        <input
          id={id}
          className="vaga-field__input"
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              search();
            }
          }}
        />
        <Button size="small" onClick={search}>
          {t('common.search')}
        </Button>
      </div>
    </div>
  );
}
