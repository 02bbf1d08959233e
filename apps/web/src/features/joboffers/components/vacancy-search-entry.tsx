import { useNavigate } from 'react-router';
import { HotKeywords } from './hot-keywords.tsx';
import { SearchBar } from './search-bar.tsx';
import './job-search.css';

/** The job list of every local vacancy matching a keyword. */
export function searchHref(keyword: string): string {
  const query = new URLSearchParams({ type: 'local' });
  if (keyword !== '') query.set('keyword', keyword);
  return `/job-service/job-list?${query.toString()}`;
}

/** Search over every job class, above the class list: it opens the job list with the results. */
export function VacancySearchEntry() {
  const navigate = useNavigate();
  const go = (keyword: string) => void navigate(searchHref(keyword));
  return (
    <div className="vaga-job-search">
      <SearchBar keyword="" onSearch={go} />
      <HotKeywords onPick={go} />
    </div>
  );
}
