import { useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { formatDate } from '@/shared/lib/format.ts';
import { SEEKER_PAGE_SIZE, useConsoleSeekers } from '../api/get-console-seekers.ts';
import { Button } from '@/shared/ui/button.tsx';
import '@/shared/console/console-pages.css';

interface SeekerPickerProps {
  value: number | null;
  onChange: (seekerId: number) => void;
  error?: string;
  /** The choice must be made: its legend is marked and its radios are required. */
  required?: boolean;
}

/** Seekers whose resume is published, searched by keyword; one is chosen for the invitation. */
export function SeekerPicker({ value, onChange, error, required }: SeekerPickerProps) {
  const { t } = useTranslation(['jobmatches-console', 'console']);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(0);
  const seekers = useConsoleSeekers(keyword, page);
  const total = seekers.data?.totalElements ?? 0;
  return (
    <fieldset className={error ? 'vaga-field vaga-field--invalid' : 'vaga-field'}>
      <legend
        className={required ? 'vaga-field__label vaga-field__label--required' : 'vaga-field__label'}
      >
        {t('invite.seeker')}
      </legend>
      <div className="vaga-console-search__row">
        <input
          className="vaga-field__input"
          type="search"
          aria-label={t('invite.search')}
          placeholder={t('invite.search')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              setKeyword(typed.trim());
              setPage(0);
            }
          }}
        />
        <Button
          size="small"
          onClick={() => {
            setKeyword(typed.trim());
            setPage(0);
          }}
        >
          {t('common.search')}
        </Button>
      </div>
      {!seekers.data ? (
        <div className="vaga-page-loading" aria-busy="true" />
      ) : seekers.data.content.length === 0 ? (
        <p>{t('invite.noSeekers')}</p>
      ) : (
        <ul className="vaga-console-seekers">
          {seekers.data.content.map((seeker) => (
            <li key={seeker.seekerId}>
              <label className="vaga-field__choice">
                <input
                  type="radio"
                  name="invite-seeker"
                  required={required}
                  checked={value === seeker.seekerId}
                  onChange={() => onChange(seeker.seekerId)}
                />
                <span>
                  <strong>{seeker.name}</strong>
                  <span className="vaga-console-match__muted">
                    {' '}
                    · {seeker.education} · {seeker.expectedJobs.join(', ')} ·{' '}
                    {t('invite.updated', { date: formatDate(seeker.updatedAt) })}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {total > SEEKER_PAGE_SIZE ? (
        <div className="vaga-console__actions-row">
          <Button size="small" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t('pager.previous')}
          </Button>
          <Button
            size="small"
            disabled={(page + 1) * SEEKER_PAGE_SIZE >= total}
            onClick={() => setPage(page + 1)}
          >
            {t('pager.next')}
          </Button>
        </div>
      ) : null}
      {error ? (
        <p className="vaga-field__error" role="alert">
          {t('invite.chooseSeeker')}
        </p>
      ) : null}
    </fieldset>
  );
}
