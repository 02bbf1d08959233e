import { useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { isSearching, readSearch, writeSearch, type VacancySearch } from '../lib/job-search.ts';
import { FilterPanel } from './filter-panel.tsx';
import { HotKeywords } from './hot-keywords.tsx';
import { SearchBar } from './search-bar.tsx';
import './job-search.css';

/** The search of the address and a way to start another one (which replaces it in the address). */
export function useVacancySearch(): [VacancySearch, (next: VacancySearch) => void] {
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const start = (next: VacancySearch) => setParams(writeSearch(params, next), { replace: true });
  return [search, start];
}

/**
 * Above the job list: keyword search, hot searches and the advanced filter. Inside a job class
 * the search stays in that class, with a button to search every class instead.
 */
export function JobSearchHeader({ inClass }: { inClass: boolean }) {
  const { t } = useTranslation('jobsearch');
  const [params, setParams] = useSearchParams();
  const [search, start] = useVacancySearch();
  const { keyword, ...filters } = search;

  const searchEverywhere = () => {
    const next = new URLSearchParams(params);
    next.delete('groupId');
    next.delete('id');
    setParams(next, { replace: true });
  };

  return (
    <div className="vaga-job-search">
      <SearchBar
        keyword={keyword ?? ''}
        placeholder={inClass ? t('search.placeholderInClass') : undefined}
        onSearch={(next) => start({ ...search, keyword: next || undefined })}
      />
      <div className="vaga-job-search__tools">
        <FilterPanel value={filters} onApply={(next) => start({ keyword, ...next })} />
        {inClass && isSearching(search) && (
          <button type="button" className="vaga-link" onClick={searchEverywhere}>
            {t('search.everywhere')}
          </button>
        )}
      </div>
      <HotKeywords onPick={(next) => start({ ...search, keyword: next })} />
    </div>
  );
}
