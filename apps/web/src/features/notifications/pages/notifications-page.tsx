import { Link } from 'react-router';
import type { NotificationItem as Item } from '@vaga/contract';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { paths } from '@/shared/paths.ts';
import { PagedList } from '@/shared/ui/paged-list.tsx';
import { getNotifications, useMarkRead, useUnreadCount } from '../api/inbox.ts';
import { notificationKeys } from '../api/query-keys.ts';
import { NotificationItem } from '../ui/notification-item.tsx';
import '../ui/notifications.css';

const fetchPage = (page: number, size: number, signal: AbortSignal) =>
  getNotifications(page, size, signal, true);

/**
 * /notifications: the inbox, newest first, as a paged list; opening a notification marks it read
 * and goes to its screen; "mark all read"; the way to the settings.
 */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const unread = useUnreadCount().data ?? 0;
  const mark = useMarkRead();

  return (
    <div className="vaga-page vaga-notifications">
      <div className="vaga-notifications__tools">
        <p className="vaga-notifications__count" aria-live="polite">
          {t('inbox.unreadCount', { count: unread })}
        </p>
        <button
          type="button"
          className="vaga-button vaga-notifications__button"
          disabled={unread === 0 || mark.isPending}
          onClick={() => mark.mutate('all')}
        >
          {t('inbox.markAllRead')}
        </button>
        <Link className="vaga-link" to={paths.notificationSettings}>
          {t('inbox.settings')}
        </Link>
      </div>
      <PagedList<Item>
        queryKey={notificationKeys.list()}
        fetchPage={fetchPage}
        itemKey={(item) => item.id}
        renderItem={(item) => <NotificationItem item={item} onRead={(id) => mark.mutate(id)} />}
        label={t('inbox.label')}
      />
    </div>
  );
}
