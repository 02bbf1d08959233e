import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { JobClass } from '@vaga/contract';
import { JobClassIcon } from './job-class-icon.tsx';
import { jobListHref, type EventContext } from './job-list-link.ts';
import { MetaCounts, allCountsZero } from './meta-counts.tsx';

/**
 * A job-class card (spec §2): icon, name and counts. It expands to its subcategories, each going
 * to its job list; a class without subcategories goes to its job list directly. A class whose
 * counts are all zero says so at the bottom (jobList.message.noJob).
 */
export function JobClassCard({ jobClass, event }: { jobClass: JobClass; event?: EventContext }) {
  const { t } = useTranslation('joboffers');
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const empty = allCountsZero(jobClass.metaDatas);
  const head = (
    <>
      <JobClassIcon icon={jobClass.icon} />
      <span className="vaga-job-class__text">
        <span className="vaga-job-class__name">{jobClass.name}</span>
        <MetaCounts metaDatas={jobClass.metaDatas} />
      </span>
    </>
  );

  return (
    <section className="vaga-card vaga-job-class" aria-label={jobClass.name}>
      {jobClass.subCategories.length === 0 ? (
        <Link className="vaga-job-class__head" to={jobListHref(jobClass.groupId, undefined, event)}>
          {head}
        </Link>
      ) : (
        <button
          type="button"
          className="vaga-job-class__head"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          {head}
          <span className="vaga-job-class__chevron" aria-hidden="true">
            {expanded ? '−' : '+'}
          </span>
        </button>
      )}
      {expanded && (
        <ul
          id={listId}
          className="vaga-job-class__subs"
          aria-label={t('jobClasses.subCategories', { name: jobClass.name })}
        >
          {jobClass.subCategories.map((sub) => (
            <li key={sub.id}>
              <Link className="vaga-job-class__sub" to={jobListHref(sub.groupId, sub.id, event)}>
                <span>{sub.name}</span>
                <MetaCounts metaDatas={sub.metaDatas} />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {empty && <p className="vaga-job-class__empty">{t('jobList.message.noJob')}</p>}
    </section>
  );
}
