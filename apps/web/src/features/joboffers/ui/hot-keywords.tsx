import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { useTopKeywords } from '../api/get-top-keywords.ts';

/** The hot searches (GET topkeywords), each starting a search; nothing while there are none. */
export function HotKeywords({ onPick }: { onPick: (keyword: string) => void }) {
  const { t } = useTranslation('jobsearch');
  const keywords = useTopKeywords();
  if (!keywords.data || keywords.data.length === 0) return null;
  return (
    <nav className="vaga-hot" aria-label={t('search.hot')}>
      <span className="vaga-hot__title" aria-hidden="true">
        {t('search.hot')}
      </span>
      <ul className="vaga-chips">
        {keywords.data.map((keyword) => (
          <li key={keyword}>
            <button type="button" className="vaga-chip" onClick={() => onPick(keyword)}>
              {keyword}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
