import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { formatDateTime } from '@/shared/lib/format.ts';
import { PagedList } from '@/shared/ui/paged-list.tsx';
import { getMailbox, type DemoMail } from '../api/mailbox.ts';
import { notificationKeys } from '../api/query-keys.ts';
import { MailText } from '../ui/mail-text.tsx';
import '../ui/notifications.css';

const fetchPage = (page: number, size: number, signal: AbortSignal) =>
  getMailbox(page, size, signal, true);

/** /notifications/mailbox: the e-mails the demo kept for the caller (no SMTP server), newest first. */
export function MailboxPage() {
  const { t } = useTranslation('notifications');
  return (
    <div className="vaga-page vaga-notifications">
      <p className="vaga-notify-settings__note">{t('mailbox.about')}</p>
      <PagedList<DemoMail>
        queryKey={notificationKeys.mailbox()}
        fetchPage={fetchPage}
        itemKey={(mail) => mail.id}
        label={t('mailbox.label')}
        renderItem={(mail) => (
          <article className="vaga-card" aria-label={mail.subject}>
            <p className="vaga-mail__subject">{mail.subject}</p>
            <p className="vaga-notify-settings__note">
              {t('mailbox.to', { to: mail.to })} ·{' '}
              <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>
            </p>
            <MailText text={mail.text} />
          </article>
        )}
      />
    </div>
  );
}
