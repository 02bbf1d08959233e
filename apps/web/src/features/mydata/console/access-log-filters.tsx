import { useState, type FormEvent } from 'react';
import { ACCESS_LOG_FILTER_MAX, ConsoleAccessLogQuerySchema } from '@vaga/contract';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { FormField } from '@/shared/ui/fields/form-field.tsx';
import type { AccessLogFilters } from '../api/console-access-log.ts';

type Errors = Partial<Record<keyof AccessLogFilters, string>>;

/** The filters' own rules (the contract's), checked before the list is asked for. */
function check(draft: AccessLogFilters): Errors {
  const parsed = ConsoleAccessLogQuerySchema.safeParse(
    Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== '')),
  );
  if (parsed.success) return {};
  return Object.fromEntries(
    parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
  );
}

/**
 * The access log's filters: the seeker (part of a name or the identity number's start), who read
 * (a staff member's or an employer's name) and the days, in Macao time, both included.
 */
export function AccessLogFilterForm({
  value,
  onSearch,
}: {
  value: AccessLogFilters;
  onSearch: (filters: AccessLogFilters) => void;
}) {
  const { t } = useTranslation('mydata');
  const [draft, setDraft] = useState(value);
  const [errors, setErrors] = useState<Errors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = { ...draft, seeker: draft.seeker.trim(), viewer: draft.viewer.trim() };
    const found = check(trimmed);
    setErrors(found);
    if (Object.keys(found).length === 0) onSearch(trimmed);
  };
  const clear = () => {
    const empty = { seeker: '', viewer: '', from: '', to: '' };
    setDraft(empty);
    setErrors({});
    onSearch(empty);
  };
  const text = (field: 'seeker' | 'viewer') => (
    <FormField label={t(`log.${field}`)} hint={t(`log.${field}Hint`)} error={errors[field]}>
      {(a11y) => (
        <input
          {...a11y}
          className="vaga-field__input"
          type="search"
          maxLength={ACCESS_LOG_FILTER_MAX}
          value={draft[field]}
          onChange={(e) => setDraft({ ...draft, [field]: e.target.value })}
        />
      )}
    </FormField>
  );
  const day = (field: 'from' | 'to') => (
    <FormField label={t(`log.${field}`)} error={errors[field]}>
      {(a11y) => (
        <input
          {...a11y}
          className="vaga-field__input"
          type="date"
          value={draft[field]}
          onChange={(e) => setDraft({ ...draft, [field]: e.target.value })}
        />
      )}
    </FormField>
  );
  return (
    <form className="vaga-console-matches__filters" aria-label={t('log.filters')} onSubmit={submit}>
      {text('seeker')}
      {text('viewer')}
      {day('from')}
      {day('to')}
      <div className="vaga-console-matches__filters">
        <Button type="submit" variant="primary">
          {t('log.search')}
        </Button>
        <Button type="button" onClick={clear}>
          {t('log.clear')}
        </Button>
      </div>
    </form>
  );
}
