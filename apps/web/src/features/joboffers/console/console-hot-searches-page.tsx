import '@/shared/console/console-pages.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { LIMITS, type HotKeyword } from '@vaga/contract';
import { useHotKeywords, useSetHotKeywordHidden } from '../api/hot-searches.ts';
import { Button } from '@/shared/ui/button.tsx';
import { StatusTag } from '@/shared/ui/status-tag.tsx';
import { LoadState } from '@/shared/ui/load-state.tsx';

/** A keyword shown (enough clients searched it), hidden by staff, or not searched enough. */
const STATUS_TONES = { shown: 'success', hidden: 'danger', tooFewClients: 'neutral' } as const;

/** Whether the public hot searches show a keyword: not hidden, and from enough clients. */
export function keywordShows(keyword: HotKeyword): boolean {
  return !keyword.hidden && keyword.clientCount >= LIMITS.hotKeywordMinClients;
}

function KeywordRow({
  keyword,
  busy,
  onToggle,
}: {
  keyword: HotKeyword;
  busy: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation(['joboffers-console', 'console']);
  const status = keyword.hidden ? 'hidden' : keywordShows(keyword) ? 'shown' : 'tooFewClients';
  return (
    <li className="vaga-console-matches__item">
      <span className="vaga-console-matches__title">{keyword.keyword}</span>
      <StatusTag tone={STATUS_TONES[status]}>
        {t(`hotSearches.status.${status}`, { count: LIMITS.hotKeywordMinClients })}
      </StatusTag>
      <span className="vaga-console-match__muted">
        {t('hotSearches.clients', { count: keyword.clientCount })} ·{' '}
        {t('hotSearches.searches', { count: keyword.searchCount })}
      </span>
      <div className="vaga-console__actions-row">
        <Button
          size="small"
          disabled={busy}
          aria-label={t(keyword.hidden ? 'hotSearches.showLabel' : 'hotSearches.hideLabel', {
            keyword: keyword.keyword,
          })}
          onClick={onToggle}
        >
          {t(keyword.hidden ? 'hotSearches.show' : 'hotSearches.hide')}
        </Button>
      </div>
    </li>
  );
}

/**
 * The staff's hot searches: every counted keyword with its distinct clients and searches, whether
 * the public list shows it, and a toggle that hides it from the public list or shows it again.
 */
export function ConsoleHotSearchesPage() {
  const { t } = useTranslation(['joboffers-console', 'console']);
  const list = useHotKeywords();
  const toggle = useSetHotKeywordHidden();

  return (
    <div className="vaga-console-matches">
      <h2 className="vaga-console-home__title">{t('hotSearches.title')}</h2>
      <p className="vaga-console-match__muted">
        {t('hotSearches.rule', { count: LIMITS.hotKeywordMinClients })}
      </p>
      {list.isError || !list.data || list.data.length === 0 ? (
        <LoadState
          error={list.isError}
          errorText={t('hotSearches.loadFailed')}
          onRetry={() => void list.refetch()}
          empty={list.data !== undefined}
          emptyText={t('hotSearches.empty')}
        />
      ) : (
        <ul className="vaga-console-matches__list" aria-label={t('hotSearches.title')}>
          {list.data.map((keyword) => (
            <KeywordRow
              key={keyword.folded}
              keyword={keyword}
              busy={toggle.isPending}
              onToggle={() => toggle.mutate({ folded: keyword.folded, hidden: !keyword.hidden })}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
