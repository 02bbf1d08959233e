import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { formatDateTime } from '@/shared/lib/format.ts';
import { Card } from '@/shared/ui/card.tsx';
import { getMailbox } from '../api/mailbox.ts';
import { notificationKeys } from '../api/query-keys.ts';
import { MailText } from '../ui/mail-text.tsx';

/** The newest e-mails the console shows from the demo mailbox. */
const SHOWN = 5;

/**
 * The demo keeps e-mails instead of sending them (no SMTP server): the console shows the
 * newest ones sent to the contact address, its confirmation link included. Nothing shows when
 * the mailbox holds none (a real server sends them).
 */
export function ConsoleDemoMailbox() {
  const { t } = useTranslation(['notifications-console', 'notifications']);
  const mails = useQuery({
    queryKey: [...notificationKeys.mailbox(), 'console'],
    queryFn: ({ signal }) => getMailbox(0, SHOWN, signal, true),
  });
  const content = mails.data?.content ?? [];
  if (content.length === 0) return null;
  return (
    <Card className="vaga-notify-settings" title={t('mailbox.title')} titleId="vaga-demo-mailbox">
      <p className="vaga-notify-settings__note">{t('notifications:mailbox.about')}</p>
      {content.map((mail) => (
        <article key={mail.id} className="vaga-card" aria-label={mail.subject}>
          <p className="vaga-mail__subject">{mail.subject}</p>
          <p className="vaga-notify-settings__note">
            {t('notifications:mailbox.to', { to: mail.to })} ·{' '}
            <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>
          </p>
          <MailText text={mail.text} />
        </article>
      ))}
    </Card>
  );
}
