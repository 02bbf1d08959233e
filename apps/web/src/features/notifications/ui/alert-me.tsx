import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  SAVED_SEARCH_MODES,
  SAVED_SEARCH_NAME_MAX,
  type JobOfferFilters,
  type SavedSearchMode,
} from '@vaga/contract';
import { confirmDialog } from '@/shared/lib/confirm-dialog.ts';
import { login } from '@/shared/lib/session-actions.ts';
import { useSession } from '@/shared/lib/session.ts';
import { paths } from '@/shared/paths.ts';
import { useChangeSavedSearch } from '../api/saved-searches.ts';
import { useAlertTexts } from '../lib/alert-texts.ts';
import './notifications.css';

export interface AlertMeProps {
  /** The job list's keyword and filters (its job class and subcategory among them). */
  filters: JobOfferFilters;
  /** What the list shows when there is no keyword (the job class's name), for the default name. */
  listName?: string;
}

/** The name a new alert gets: the keyword, else the list's name, else "all vacancies". */
export function defaultAlertName(
  filters: JobOfferFilters,
  listName: string | undefined,
  all: string,
) {
  return (filters.keyword || listName || all).slice(0, SAVED_SEARCH_NAME_MAX);
}

/**
 * "Alert me" on the job list: saves its keyword and filters as a job alert, with a name (the
 * keyword by default) and instant or daily. A visitor is offered the login; past the tenth alert
 * the server's message says so.
 */
export function AlertMe({ filters, listName }: AlertMeProps) {
  const t = useAlertTexts();
  const { isLoggedIn } = useSession();
  const change = useChangeSavedSearch();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [mode, setMode] = useState<SavedSearchMode>('instant');
  const [outcome, setOutcome] = useState<{ saved: boolean; text: string } | null>(null);
  const nameId = useId();
  const modeId = useId();

  const start = async () => {
    setOutcome(null);
    if (!isLoggedIn) {
      if (await confirmDialog(t('alertMe.loginFirst'), t('alertMe.login'), t('alertMe.cancel')))
        login();
      return;
    }
    setName(defaultAlertName(filters, listName, t('alertMe.allVacancies')));
    setMode('instant');
    setOpen(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { create: { name: name.trim(), filters, mode, paused: false } },
      {
        onSuccess: () => {
          setOpen(false);
          setOutcome({ saved: true, text: t('alertMe.saved') });
        },
        // The error catalogue loads with the first failure: the job list does not download it.
        onError: (error) =>
          void import('../lib/error-message.ts').then(({ failureText }) =>
            setOutcome({ saved: false, text: failureText(error) }),
          ),
      },
    );
  };

  return (
    <div className="vaga-alert-me">
      {!open && (
        <div>
          <button type="button" className="vaga-button" onClick={() => void start()}>
            {t('alertMe.open')}
          </button>
        </div>
      )}
      {open && (
        <form className="vaga-alert-form" aria-label={t('alertMe.form')} onSubmit={submit}>
          <label htmlFor={nameId}>
            {t('fields.name')}
            <input
              id={nameId}
              type="text"
              value={name}
              required
              maxLength={SAVED_SEARCH_NAME_MAX}
              onChange={(event) => setName(event.target.value)}
            />
          </label>
          <label htmlFor={modeId}>
            {t('fields.when')}
            <select
              id={modeId}
              value={mode}
              onChange={(event) => setMode(event.target.value as SavedSearchMode)}
            >
              {SAVED_SEARCH_MODES.map((item) => (
                <option key={item} value={item}>
                  {t(`modes.${item}`)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="submit"
            className="vaga-button vaga-button--primary"
            disabled={change.isPending || name.trim() === ''}
          >
            {t('alertMe.save')}
          </button>
          <button type="button" className="vaga-button" onClick={() => setOpen(false)}>
            {t('alertMe.cancel')}
          </button>
        </form>
      )}
      {outcome && (
        <p
          role={outcome.saved ? 'status' : 'alert'}
          className={outcome.saved ? undefined : 'vaga-notify-settings__error'}
        >
          {outcome.text}{' '}
          {outcome.saved && <Link to={paths.notificationSettings}>{t('alertMe.manage')}</Link>}
        </p>
      )}
    </div>
  );
}
