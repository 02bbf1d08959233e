import '@/shared/console/console-pages.css';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { ConsoleKind } from '@vaga/contract';
import { errorText } from '@/shared/lib/error-text.ts';
import { currentLocale } from '@/shared/lib/locale.ts';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { consoleNotificationSettingsPath, consoleNotificationsPath } from '@/shared/paths.ts';
import { ButtonLink } from '@/shared/ui/button.tsx';
import { Card } from '@/shared/ui/card.tsx';
import { useContactEmailChange } from '../api/contact-email.ts';
import { failureText } from '../lib/error-message.ts';

/**
 * The page a contact e-mail's confirmation link opens (`…/notifications/confirm-email?token=`):
 * logged in as the account that asked (the console's login comes first), it confirms the
 * address once and says so, or says why not (another account's link, a used or expired one).
 */
export function ConsoleConfirmEmailPage({ type }: { type: ConsoleKind }) {
  const { t } = useTranslation('notifications-console');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { confirm } = useContactEmailChange();
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current || !token) return;
    asked.current = true;
    confirm.mutate(token);
  }, [confirm, token]);

  return (
    <section className="vaga-console-matches" aria-labelledby="vaga-confirm-title">
      <h2 id="vaga-confirm-title" className="vaga-console-home__title">
        {t('confirm.title')}
      </h2>
      <Card>
        {confirm.isSuccess ? (
          <p role="status">{t('confirm.done', { email: confirm.data.email ?? '' })}</p>
        ) : confirm.isError || !token ? (
          <p role="alert" className="vaga-notify-settings__error">
            {token
              ? failureText(confirm.error)
              : errorText('BE_CONTACT_EMAIL_LINK_INVALID', currentLocale())}
          </p>
        ) : (
          <p aria-busy="true">{t('confirm.checking')}</p>
        )}
      </Card>
      <div className="vaga-console-matches__filters">
        <ButtonLink to={consoleNotificationSettingsPath(type)}>{t('confirm.settings')}</ButtonLink>
        <ButtonLink to={consoleNotificationsPath(type)}>{t('confirm.inbox')}</ButtonLink>
      </div>
    </section>
  );
}
