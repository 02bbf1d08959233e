import '@/shared/console/console-pages.css';
import '../ui/notifications.css';
import type { ConsoleKind } from '@vaga/contract';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { consoleNotificationsPath } from '@/shared/paths.ts';
import { ButtonLink } from '@/shared/ui/button.tsx';
import { LoadState } from '@/shared/ui/load-state.tsx';
import { useContactEmail } from '../api/contact-email.ts';
import { usePreferences } from '../api/preferences.ts';
import { ConsoleDemoMailbox } from './console-demo-mailbox.tsx';
import { ConsoleKindsCard } from './console-kinds-card.tsx';
import { ContactEmailCard } from './contact-email-card.tsx';

/**
 * A console's notification settings (`/employer/notifications/settings`, `/staff/…`): the
 * contact e-mail (confirmed by its link before anything is sent to it), the kinds the role is
 * told of, and in the demo the e-mails it kept.
 */
export function ConsoleNotificationSettingsPage({ type }: { type: ConsoleKind }) {
  const { t } = useTranslation('notifications-console');
  const contact = useContactEmail();
  const preferences = usePreferences();
  return (
    <section className="vaga-console-matches" aria-labelledby="vaga-console-settings-title">
      <div className="vaga-console-matches__head">
        <h2 id="vaga-console-settings-title" className="vaga-console-home__title">
          {t('settings.title')}
        </h2>
        <ButtonLink to={consoleNotificationsPath(type)}>{t('settings.inbox')}</ButtonLink>
      </div>
      <p>{t(`settings.lead.${type}`)}</p>
      {contact.data ? (
        <ContactEmailCard contact={contact.data} />
      ) : (
        <LoadState error={contact.error} onRetry={() => void contact.refetch()} />
      )}
      {preferences.data ? (
        <ConsoleKindsCard type={type} preferences={preferences.data} />
      ) : (
        <LoadState error={preferences.error} onRetry={() => void preferences.refetch()} />
      )}
      <ConsoleDemoMailbox />
    </section>
  );
}
