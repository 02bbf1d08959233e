import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { JobOfferCard as JobOffer, JobOfferFilters } from '@vaga/contract';
import { useSession } from '@/shared/lib/session.ts';
import { PagedList } from '@/shared/ui/paged-list.tsx';
import { useScrollCue } from '@/shared/ui/scroll-cue.ts';
import { useJobClasses } from '../api/get-job-classes.ts';
import { JobDetailSheet, type DetailActions } from '../ui/job-detail-sheet.tsx';
import { JobOfferLink } from '../ui/job-offer-link.tsx';
import { JobSearchHeader } from '../ui/job-search-header.tsx';
import { eventContextOf } from '../lib/event-context.ts';
import { jobListFilter, jobListSource } from '../lib/job-list-source.ts';
import { isSearching, readSearch } from '../lib/job-search.ts';
import { NoEventPanel } from '../ui/no-event-panel.tsx';

/** The search a local job list shows: its keyword and filters, and the list's name. */
export interface ListedSearch {
  filters: JobOfferFilters;
  listName?: string;
}

/**
 * /job-service/job-list (named route jobList; query groupId, id, type, eventId, eventName): the
 * local vacancies (or, with `type=event&eventId=`, those of a job-matching event) of a job class as a paged list, with the class's subcategories to switch between,
 * keyword search with hot searches and filters, and the vacancy detail over the list
 * (`?detail=<id>`), whose extra controls (the favourite toggle) the app passes in, as it passes
 * the controls under the search of the local vacancies (keeping it as a job alert).
 */
export function JobListPage({
  renderDetailActions,
  renderSearchActions,
}: {
  renderDetailActions?: DetailActions;
  renderSearchActions?: (search: ListedSearch) => ReactNode;
}) {
  const { t } = useTranslation(['joboffers', 'common']);
  const [params, setParams] = useSearchParams();
  const chips = useScrollCue<HTMLElement>(params.get('id'));
  const event = eventContextOf(params);
  const classes = useJobClasses(event?.eventId);
  const { isLoggedIn } = useSession();

  if (event === undefined) return <NoEventPanel />;

  const filter = jobListFilter(params, event, isLoggedIn);
  const jobClass = classes.data?.find((item) => item.groupId === filter.categoryGroupId);
  const current = jobClass?.subCategories.find((sub) => sub.id === filter.categoryId);
  const source = jobListSource(filter, params);
  const search = readSearch(params);
  const keyword = search.keyword;
  const byFit = filter.sort === 'fit';
  const sortByFit = (on: boolean) => {
    const next = new URLSearchParams(params);
    if (on) next.set('sort', 'fit');
    else next.delete('sort');
    setParams(next, { replace: true });
  };
  const choose = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('id', String(id));
    setParams(next, { replace: true });
  };

  return (
    <div className="vaga-page">
      {jobClass && (
        <header className="vaga-job-list__head">
          <h2 className="vaga-section-title">
            {current ? `${jobClass.name} · ${current.name}` : jobClass.name}
          </h2>
          {jobClass.subCategories.length > 0 && (
            <nav ref={chips} className="vaga-chips" aria-label={t('jobList.categories')}>
              {jobClass.subCategories.map((sub) => (
                <button
                  key={sub.id}
                  type="button"
                  className="vaga-chip"
                  aria-pressed={sub.id === filter.categoryId}
                  onClick={() => choose(sub.id)}
                >
                  {sub.name}
                </button>
              ))}
            </nav>
          )}
        </header>
      )}
      <JobSearchHeader inClass={jobClass !== undefined} />
      {isLoggedIn && event === null && !isSearching(search) && (
        <div className="vaga-chips" role="group" aria-label={t('fit:sort.label')}>
          <button
            type="button"
            className="vaga-chip"
            aria-pressed={!byFit}
            onClick={() => sortByFit(false)}
          >
            {t('fit:sort.newest')}
          </button>
          <button
            type="button"
            className="vaga-chip"
            aria-pressed={byFit}
            onClick={() => sortByFit(true)}
          >
            {t('fit:sort.fit')}
          </button>
        </div>
      )}
      {event === null &&
        renderSearchActions?.({
          filters: {
            ...search,
            categoryGroupId: filter.categoryGroupId,
            categoryId: filter.categoryId,
          },
          listName: current?.name ?? jobClass?.name,
        })}
      <PagedList<JobOffer>
        queryKey={source.queryKey}
        fetchPage={source.fetchPage}
        itemKey={(offer) => offer.id}
        renderItem={(offer) => <JobOfferLink offer={offer} keyword={keyword} />}
        label={current?.name ?? jobClass?.name ?? event?.eventName ?? t('common:routes.jobList')}
      />
      <JobDetailSheet renderActions={renderDetailActions} />
    </div>
  );
}
