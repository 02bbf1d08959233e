import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { EXPERIENCE_YEARS_MAX, SALARY_FILTER_MAX } from '@vaga/contract';
import { useActiveOptions } from '@/shared/api/references.ts';
import { filterCount, type VacancySearch } from '../lib/job-search.ts';
import { Button } from '@/shared/ui/button.tsx';

type FilterValues = Omit<VacancySearch, 'keyword'>;

interface FilterPanelProps {
  value: FilterValues;
  onApply: (filters: FilterValues) => void;
}

interface Draft {
  from: string;
  to: string;
  education: string;
  experience: string;
  years: string;
}

function draftOf(value: FilterValues): Draft {
  const text = (n: number | undefined) => (n === undefined ? '' : String(n));
  return {
    from: text(value.equivalentMonthlySalaryFrom),
    to: text(value.equivalentMonthlySalaryTo),
    education: text(value.typeEducationId),
    experience: text(value.experience),
    years: text(value.experienceRequiredYears),
  };
}

type Checked = { filters: FilterValues; error: null } | { filters: null; error: string };

/** Checks the draft as the server will (whole MOP amounts, From ≤ To), naming the failing rule. */
export function checkDraft(draft: Draft): Checked {
  const amount = (text: string, max: number): number | undefined | 'bad' => {
    const trimmed = text.trim();
    if (trimmed === '') return undefined;
    if (!/^\d+$/.test(trimmed)) return 'bad';
    const number = Number(trimmed);
    return number > max ? 'bad' : number;
  };
  const from = amount(draft.from, SALARY_FILTER_MAX);
  const to = amount(draft.to, SALARY_FILTER_MAX);
  const years = amount(draft.years, EXPERIENCE_YEARS_MAX);
  if (from === 'bad' || to === 'bad') return { filters: null, error: 'salaryInvalid' };
  if (years === 'bad') return { filters: null, error: 'yearsInvalid' };
  if (from !== undefined && to !== undefined && from > to) {
    return { filters: null, error: 'salaryOrder' };
  }
  return {
    error: null,
    filters: {
      equivalentMonthlySalaryFrom: from,
      equivalentMonthlySalaryTo: to,
      typeEducationId: draft.education === '' ? undefined : Number(draft.education),
      experience: draft.experience === '0' ? 0 : draft.experience === '1' ? 1 : undefined,
      experienceRequiredYears: years,
    },
  };
}

/**
 * The advanced filter of the job list (spec §3): monthly-equivalent salary from/to in MOP,
 * education, experience and years required. It opens under its button; Apply starts the search.
 */
export function FilterPanel({ value, onApply }: FilterPanelProps) {
  const { t } = useTranslation('jobsearch');
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftOf(value));
  const [error, setError] = useState<string | null>(null);
  const education = useActiveOptions('EDUCATION', open);
  const panelId = useId();
  const errorId = useId();
  const count = filterCount(value);

  const toggle = () => {
    if (!open) setDraft(draftOf(value));
    setError(null);
    setOpen(!open);
  };
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDraft(draft);
    if (checked.error !== null) {
      setError(checked.error);
      return;
    }
    setError(null);
    setOpen(false);
    onApply(checked.filters);
  };
  const reset = () => {
    setDraft(draftOf({}));
    setError(null);
    setOpen(false);
    onApply({});
  };

  const invalid = (key: 'from' | 'to' | 'years') =>
    key === 'years'
      ? error === 'yearsInvalid'
      : error === 'salaryInvalid' || error === 'salaryOrder';
  const field = (key: 'from' | 'to' | 'years', label: string) => (
    <label className="vaga-filter__field">
      <span>{label}</span>
      <input
        type="text"
        inputMode="numeric"
        value={draft[key]}
        onChange={set(key)}
        aria-invalid={invalid(key)}
        aria-describedby={error ? errorId : undefined}
      />
    </label>
  );

  return (
    <div className="vaga-filter">
      <Button
        className="vaga-filter__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        {count > 0 ? t('filter.buttonCount', { count }) : t('filter.button')}
      </Button>
      {open && (
        <form
          id={panelId}
          className="vaga-card vaga-filter__panel"
          aria-label={t('filter.title')}
          onSubmit={apply}
          noValidate
        >
          <fieldset className="vaga-filter__group">
            <legend>{t('filter.salary')}</legend>
            {field('from', t('filter.salaryFrom'))}
            {field('to', t('filter.salaryTo'))}
          </fieldset>
          <label className="vaga-filter__field">
            <span>{t('filter.education')}</span>
            <select value={draft.education} onChange={set('education')}>
              <option value="">{t('filter.any')}</option>
              {education.data?.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </label>
          <label className="vaga-filter__field">
            <span>{t('filter.experience')}</span>
            <select value={draft.experience} onChange={set('experience')}>
              <option value="">{t('filter.any')}</option>
              <option value="0">{t('filter.experienceNone')}</option>
              <option value="1">{t('filter.experienceRequired')}</option>
            </select>
          </label>
          {field('years', t('filter.years'))}
          {error && (
            <p id={errorId} role="alert" className="vaga-filter__error">
              {t(`filter.errors.${error}`, { max: SALARY_FILTER_MAX, years: EXPERIENCE_YEARS_MAX })}
            </p>
          )}
          <div className="vaga-filter__actions">
            <Button onClick={reset}>{t('filter.reset')}</Button>
            <Button type="submit" variant="primary">
              {t('filter.apply')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
