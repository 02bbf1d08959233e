import { Link } from 'react-router';
import type { OpenItem } from '@vaga/contract';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { formatDate, formatDateTime } from '@/shared/lib/format.ts';

/** A day (`YYYY-MM-DD`) or an instant, as the person reads it. */
function when(at: string | null): string {
  if (!at) return '';
  return at.includes('T') ? formatDateTime(at) : formatDate(at);
}

/**
 * What is still open before an erasure: each record someone waits on, what the erasure does to
 * it, and a link to its page to settle it first. Once the erasure is done (`settled`), the list
 * says what was withdrawn, each kept record with a link to its page (a withdrawn ticket has none).
 */
export function OpenItems({ items, settled = false }: { items: OpenItem[]; settled?: boolean }) {
  const { t } = useTranslation('mydata');
  return (
    <ul className="vaga-mydata__open" aria-label={t('open.title')}>
      {items.map((item) => (
        <li key={`${item.kind}:${item.id}`} className="vaga-mydata__open-item">
          <span className="vaga-mydata__open-kind">{t(`open.kinds.${item.kind}`)}</span>
          <span className="vaga-mydata__open-title">{item.title}</span>
          {item.at && (
            <span className="vaga-mydata__open-at">
              {t(`open.at.${item.kind}`, { date: when(item.at) })}
            </span>
          )}
          <span className="vaga-mydata__open-fate">
            {t(`open.fate.${item.onErasure}.${item.kind}`)}
          </span>
          {!settled && (
            <Link className="vaga-mydata__open-link" to={item.link}>
              {t(`open.settle.${item.kind}`)}
            </Link>
          )}
          {settled && item.kind !== 'eventTicket' && (
            <Link className="vaga-mydata__open-link" to={item.link}>
              {t('open.view')}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
