import { useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';

/** A search field with its button; Enter or the button searches the trimmed words. */
export function KeywordSearchBox({
  label,
  onSearch,
}: {
  label: string;
  onSearch: (keyword: string) => void;
}) {
  const { t } = useTranslation('console');
  const [typed, setTyped] = useState('');
  const search = () => onSearch(typed.trim());
  return (
    <div className="vaga-console__actions-row">
      <input
        className="vaga-field__input"
        type="search"
        aria-label={label}
        placeholder={label}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            search();
          }
        }}
      />
      <button type="button" className="vaga-button vaga-button--small" onClick={search}>
        {t('invite.searchAction')}
      </button>
    </div>
  );
}
