import { useId, useState, type FormEvent } from 'react';
import {
  SAVED_SEARCH_MODES,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearch,
  type SavedSearchMode,
} from '@vaga/contract';
import { confirmDialog } from '@/shared/lib/confirm-dialog.ts';
import { inputOf, useChangeSavedSearch, useSavedSearches } from '../api/saved-searches.ts';
import { useAlertTexts } from '../lib/alert-texts.ts';
import { failureText } from '../lib/error-message.ts';
import { Card } from '@/shared/ui/card.tsx';
import { LoadState } from '@/shared/ui/load-state.tsx';

/** What a saved search looks for, in words: its keyword and how many filters narrow it. */
function useSummary() {
  const t = useAlertTexts();
  return (search: SavedSearch) => {
    const { keyword, ...filters } = search.filters;
    const count = Object.values(filters).filter((value) => value !== undefined).length;
    const parts = [keyword ? t('summary.keyword', { keyword }) : t('summary.anyKeyword')];
    if (count > 0) parts.push(t('summary.filters', { count }));
    return parts.join(' · ');
  };
}

function RenameForm({
  search,
  onDone,
}: {
  search: SavedSearch;
  onDone: (name: string | null) => void;
}) {
  const t = useAlertTexts();
  const [name, setName] = useState(search.name);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    onDone(trimmed === '' || trimmed === search.name ? null : trimmed);
  };
  return (
    <form className="vaga-alert-form" onSubmit={submit} aria-label={t('rename.form')}>
      <label htmlFor={id}>
        {t('fields.name')}
        <input
          id={id}
          type="text"
          value={name}
          maxLength={SAVED_SEARCH_NAME_MAX}
          required
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <button type="submit" className="vaga-button vaga-button--primary">
        {t('rename.save')}
      </button>
      <button type="button" className="vaga-button" onClick={() => onDone(null)}>
        {t('rename.cancel')}
      </button>
    </form>
  );
}

function SavedSearchRow({ search }: { search: SavedSearch }) {
  const t = useAlertTexts();
  const summary = useSummary();
  const change = useChangeSavedSearch();
  const [renaming, setRenaming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const modeId = useId();

  const update = (part: Partial<ReturnType<typeof inputOf>>) => {
    setFailure(null);
    change.mutate(
      { id: search.id, input: { ...inputOf(search), ...part } },
      { onError: (error) => setFailure(failureText(error)) },
    );
  };
  const remove = async () => {
    if (
      !(await confirmDialog(
        t('delete.confirm', { name: search.name }),
        t('delete.yes'),
        t('delete.no'),
      ))
    )
      return;
    setFailure(null);
    change.mutate({ delete: search.id }, { onError: (error) => setFailure(failureText(error)) });
  };

  return (
    <li className="vaga-alert" aria-label={search.name}>
      <span className="vaga-alert__name">
        {search.name}
        {search.paused && ` (${t('paused')})`}
      </span>
      <span className="vaga-alert__summary">{summary(search)}</span>
      {renaming ? (
        <RenameForm
          search={search}
          onDone={(name) => {
            setRenaming(false);
            if (name !== null) update({ name });
          }}
        />
      ) : (
        <div className="vaga-alert__actions">
          <label htmlFor={modeId} className="vaga-visually-hidden">
            {t('fields.mode', { name: search.name })}
          </label>
          <select
            id={modeId}
            value={search.mode}
            disabled={change.isPending}
            onChange={(event) => update({ mode: event.target.value as SavedSearchMode })}
          >
            {SAVED_SEARCH_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(`modes.${mode}`)}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="vaga-button"
            disabled={change.isPending}
            onClick={() => update({ paused: !search.paused })}
          >
            {search.paused ? t('resume') : t('pause')}
          </button>
          <button
            type="button"
            className="vaga-button"
            disabled={change.isPending}
            onClick={() => setRenaming(true)}
          >
            {t('rename.open')}
          </button>
          <button
            type="button"
            className="vaga-button"
            disabled={change.isPending}
            onClick={() => void remove()}
          >
            {t('delete.open')}
          </button>
        </div>
      )}
      {failure && (
        <p role="alert" className="vaga-notify-settings__error">
          {failure}
        </p>
      )}
    </li>
  );
}

/** The resident's job alerts: pause or resume, instant or daily, rename, delete. */
export function SavedSearchList() {
  const t = useAlertTexts();
  const searches = useSavedSearches();
  const list = searches.data;
  return (
    <Card className="vaga-notify-settings" title={t('title')} titleId="vaga-notify-alerts">
      {list && list.length > 0 ? (
        <ul className="vaga-alerts" aria-label={t('title')}>
          {list.map((search) => (
            <SavedSearchRow key={search.id} search={search} />
          ))}
        </ul>
      ) : (
        <LoadState
          error={list ? null : searches.error}
          errorText={failureText(searches.error)}
          onRetry={() => void searches.refetch()}
          empty={list !== undefined}
          emptyText={t('empty')}
        />
      )}
    </Card>
  );
}
