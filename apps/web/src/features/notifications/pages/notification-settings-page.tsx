import { Link } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { LoadState } from '@/shared/ui/load-state.tsx';
import { useSession } from '@/shared/lib/session.ts';
import { paths } from '@/shared/paths.ts';
import { useMailboxCount } from '../api/mailbox.ts';
import { usePreferences } from '../api/preferences.ts';
import { ChannelSettings } from '../ui/channel-settings.tsx';
import { SavedSearchList } from '../ui/saved-search-list.tsx';
import '../ui/notifications.css';

/** The demo keeps e-mails in a mailbox (no SMTP server): linked when it holds some. */
function MailboxLink() {
  const { t } = useTranslation('notifications');
  const count = useMailboxCount().data ?? 0;
  if (count === 0) return null;
  return (
    <Link className="vaga-link" to={paths.notificationMailbox}>
      {t('mailbox.link', { count })}
    </Link>
  );
}

/**
 * /notifications/settings: each kind on each channel (push asks the browser's permission when
 * turned on), the job alerts, and in the demo the way to the e-mails it kept.
 */
export function NotificationSettingsPage() {
  const { isLoggedIn } = useSession();
  const preferences = usePreferences();

  return (
    <div className="vaga-page">
      {preferences.data ? (
        <ChannelSettings preferences={preferences.data} />
      ) : (
        <LoadState error={preferences.error} onRetry={() => void preferences.refetch()} />
      )}
      {isLoggedIn && <SavedSearchList />}
      <MailboxLink />
    </div>
  );
}
