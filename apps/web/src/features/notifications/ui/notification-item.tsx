import { Link } from 'react-router';
import type { NotificationItem as Item } from '@vaga/contract';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { formatDateTime } from '@/shared/lib/format.ts';
import { quotesKeptWithBrackets } from '@/shared/lib/line-breaks.ts';
import { appLink } from '../lib/app-link.ts';

interface NotificationItemProps {
  item: Item;
  /** Marks the notification read (it is opened, or tapped without a screen to open). */
  onRead: (id: number) => void;
}

function Content({ item }: { item: Item }) {
  const { t } = useTranslation('notifications');
  return (
    <>
      <span className="vaga-notification__head">
        {!item.read && (
          <span className="vaga-notification__dot">
            <span className="vaga-visually-hidden">{t('inbox.unread')}</span>
          </span>
        )}
        <strong className="vaga-notification__title">{quotesKeptWithBrackets(item.title)}</strong>
      </span>
      <span className="vaga-notification__body">{quotesKeptWithBrackets(item.body)}</span>
      <time className="vaga-notification__time" dateTime={item.createdAt}>
        {formatDateTime(item.createdAt)}
      </time>
    </>
  );
}

/**
 * One notification of the inbox: title, text, time (Macao) and an unread mark. Opening it marks
 * it read and goes to the screen it is about; one without a screen is marked read when tapped.
 */
export function NotificationItem({ item, onRead }: NotificationItemProps) {
  const link = appLink(item.link);
  const className = item.read
    ? 'vaga-card vaga-notification'
    : 'vaga-card vaga-notification vaga-notification--unread';
  const read = () => {
    if (!item.read) onRead(item.id);
  };
  if (link) {
    return (
      <Link to={link} className={className} onClick={read}>
        <Content item={item} />
      </Link>
    );
  }
  if (!item.read) {
    return (
      <button type="button" className={className} onClick={read}>
        <Content item={item} />
      </button>
    );
  }
  return (
    <div className={className}>
      <Content item={item} />
    </div>
  );
}
