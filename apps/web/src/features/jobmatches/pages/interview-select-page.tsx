import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { formatDate } from '@/shared/lib/format.ts';
import { paths } from '@/shared/paths.ts';
import { useJobSeeks } from '../api/get-job-seeks.ts';
import { useSelectedServices, writeSelectedServices } from '@/shared/lib/selected-services.ts';
import '@/shared/ui/form.css';
import '../ui/jobmatches.css';
import { Button } from '@/shared/ui/button.tsx';

/**
 * /interview/select (spec §2): the seeker chooses the job-seek services (every registration, in
 * progress or completed) whose interviews the list shows (jobSeekIdList), kept for the browser
 * session. Without any job-seek registration there is nothing to choose and the page says so.
 */
export function InterviewSelectPage() {
  const { t } = useTranslation(['jobmatches', 'common']);
  const navigate = useNavigate();
  const jobSeeks = useJobSeeks();
  const stored = useSelectedServices();
  const [chosen, setChosen] = useState<number[]>(stored);

  const apply = (ids: number[]) => {
    writeSelectedServices(ids);
    void navigate(paths.interview);
  };

  if (jobSeeks.isPending)
    return (
      <div className="vaga-page">
        <p role="status">{t('common:DataComponent.message.loading')}</p>
      </div>
    );
  if (jobSeeks.isError)
    return (
      <div className="vaga-page" role="alert">
        <p>{t('common:DataComponent.message.loadFailed')}</p>
        <Button onClick={() => void jobSeeks.refetch()}>
          {t('common:DataComponent.action.retry')}
        </Button>
      </div>
    );
  if (jobSeeks.data.length === 0)
    return (
      <div className="vaga-page">
        <p className="vaga-panel__text">{t('select.empty')}</p>
        {stored.length > 0 && <Button onClick={() => apply([])}>{t('select.clear')}</Button>}
      </div>
    );

  const toggle = (id: number) =>
    setChosen((current) =>
      current.includes(id) ? current.filter((value) => value !== id) : [...current, id],
    );
  return (
    <form
      className="vaga-page vaga-form"
      onSubmit={(event) => {
        event.preventDefault();
        apply(chosen);
      }}
    >
      <fieldset className="vaga-field">
        <legend className="vaga-field__label">{t('select.label')}</legend>
        <div className="vaga-field__choices vaga-field__choices--column">
          {jobSeeks.data.map((jobSeek) => (
            <label key={jobSeek.jobSeekId} className="vaga-field__choice">
              <input
                type="checkbox"
                checked={chosen.includes(jobSeek.jobSeekId)}
                onChange={() => toggle(jobSeek.jobSeekId)}
              />
              {jobSeek.jobSeekName}
              {jobSeek.entNo ? ` · ${jobSeek.entNo}` : ''}
              {jobSeek.entDate ? ` · ${formatDate(jobSeek.entDate)}` : ''}
              {jobSeek.statusDesc ? ` · ${jobSeek.statusDesc}` : ''}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="vaga-form__actions">
        <Button onClick={() => apply([])}>{t('select.clear')}</Button>
        <Button type="submit" variant="primary">
          {t('select.apply')}
        </Button>
      </div>
    </form>
  );
}
