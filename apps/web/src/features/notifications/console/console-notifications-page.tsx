import '@/shared/console/console-pages.css';
import '../ui/notifications.css';
import type { ConsoleKind, NotificationItem as Item } from '@vaga/contract';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { consoleNotificationSettingsPath } from '@/shared/paths.ts';
import { Button, ButtonLink } from '@/shared/ui/button.tsx';
import { PagedList } from '@/shared/ui/paged-list.tsx';
import { getNotifications, useMarkRead, useUnreadCount } from '../api/inbox.ts';
import { notificationKeys } from '../api/query-keys.ts';
import { NotificationItem } from '../ui/notification-item.tsx';

const fetchPage = (page: number, size: number, signal: AbortSignal) =>
  getNotifications(page, size, signal, true);

/**
 * A console's inbox (`/employer/notifications`, `/staff/notifications`): what the account was
 * told, newest first; opening one marks it read and goes to its page in the console.
 */
export function ConsoleNotificationsPage({ type }: { type: ConsoleKind }) {
  const { t } = useTranslation(['notifications-console', 'notifications']);
  const unread = useUnreadCount().data ?? 0;
  const mark = useMarkRead();
  return (
    <section className="vaga-console-matches vaga-notifications" aria-labelledby="vaga-inbox-title">
      <div className="vaga-console-matches__head">
        <h2 id="vaga-inbox-title" className="vaga-console-home__title">
          {t('notifications-console:inbox.title')}
        </h2>
        <ButtonLink to={consoleNotificationSettingsPath(type)}>
          {t('notifications-console:inbox.settings')}
        </ButtonLink>
      </div>
      <p>{t(`notifications-console:inbox.lead.${type}`)}</p>
      <div className="vaga-notifications__tools">
        <p className="vaga-notifications__count" aria-live="polite">
          {t('notifications:inbox.unreadCount', { count: unread })}
        </p>
        <Button disabled={unread === 0 || mark.isPending} onClick={() => mark.mutate('all')}>
          {t('notifications:inbox.markAllRead')}
        </Button>
      </div>
      <PagedList<Item>
        queryKey={notificationKeys.list()}
        fetchPage={fetchPage}
        itemKey={(item) => item.id}
        renderItem={(item) => <NotificationItem item={item} onRead={(id) => mark.mutate(id)} />}
        label={t('notifications-console:inbox.label')}
      />
    </section>
  );
}
