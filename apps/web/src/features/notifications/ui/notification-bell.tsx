import { Link } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { paths } from '@/shared/paths.ts';
import { Icon } from '@/shared/ui/icon.tsx';
import { useUnreadCount } from '../api/inbox.ts';

const BELL = 'M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0';
/** The badge (its style inline: the bell brings no stylesheet of its own). */
const BADGE = {
  position: 'absolute',
  top: 'var(--vaga-space-1-5)',
  right: 'var(--vaga-space-1)',
  minWidth: 'var(--vaga-line-height-sm)',
  height: 'var(--vaga-line-height-sm)',
  padding: '0 var(--vaga-space-1)',
  borderRadius: 'var(--vaga-radius-pill)',
  background: 'var(--vaga-danger)',
  color: 'var(--vaga-on-primary)',
  fontSize: 'var(--vaga-font-xs)',
  fontWeight: 600,
  lineHeight: 'var(--vaga-line-height-sm)',
  textAlign: 'center',
} as const;
/** Counts above this show as "99+". */
export const BADGE_CAP = 99;

/**
 * The bell of the top bar (a logged-in account) and of the consoles' header: opens the inbox (`to`); its badge shows the unread
 * count, which its accessible name says too. The count is asked on mount, every minute while the
 * page is in front and when it comes back to the front.
 */
export function NotificationBell({ to = paths.notifications }: { to?: string }) {
  const { t } = useTranslation('notifications');
  const unread = useUnreadCount().data ?? 0;
  return (
    <Link
      to={to}
      className="vaga-top-bar__button"
      style={{ position: 'relative', justifyContent: 'center' }}
      aria-label={unread > 0 ? t('bell.unread', { count: unread }) : t('bell.name')}
    >
      <Icon d={BELL} />
      {unread > 0 && (
        <span style={BADGE} aria-hidden="true">
          {unread > BADGE_CAP ? `${BADGE_CAP}+` : unread}
        </span>
      )}
    </Link>
  );
}
