import { useNavigate } from 'react-router';
import { HotKeywords } from './hot-keywords.tsx';
import { SearchBar } from './search-bar.tsx';
import './job-search.css';
import { paths } from '@/shared/paths.ts';

/** The job list of every local vacancy matching a keyword. */
export function searchHref(keyword: string): string {
  return paths.jobList({ type: 'local', keyword: keyword === '' ? undefined : keyword });
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
