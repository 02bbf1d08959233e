import { useState } from 'react';
import {
  NOTIFICATION_KINDS,
  ROLE_NOTIFICATION_KINDS,
  type ConsoleKind,
  type NotificationKind,
  type NotificationPreferences,
} from '@vaga/contract';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { Card } from '@/shared/ui/card.tsx';
import { useSavePreferences } from '../api/preferences.ts';
import { failureText } from '../lib/error-message.ts';

/**
 * The kinds a console account's role is told of, each by inbox (always) and e-mail; push and
 * SMS are not offered to employer and staff accounts. Saved at each change.
 */
export function ConsoleKindsCard({
  type,
  preferences,
}: {
  type: ConsoleKind;
  preferences: NotificationPreferences;
}) {
  const { t } = useTranslation(['notifications-console', 'notifications']);
  const save = useSavePreferences();
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const kinds = ROLE_NOTIFICATION_KINDS[type];

  const change = async (kind: NotificationKind, on: boolean) => {
    setMessage(null);
    const off = { email: false, push: false, sms: false };
    const body = Object.fromEntries(
      NOTIFICATION_KINDS.map((k) => [
        k,
        kinds.includes(k) ? { ...off, email: k === kind ? on : preferences.kinds[k].email } : off,
      ]),
    ) as NotificationPreferences['kinds'];
    try {
      await save.mutateAsync({ kinds: body });
      setMessage({ text: t('notifications:settings.saved'), failed: false });
    } catch (error) {
      setMessage({ text: failureText(error), failed: true });
    }
  };

  return (
    <Card className="vaga-notify-settings" title={t('kinds.title')} titleId="vaga-console-kinds">
      {kinds.length === 0 ? (
        <p>{t(`kinds.none.${type}`)}</p>
      ) : (
        <table className="vaga-notify-settings__table">
          <thead>
            <tr>
              <th scope="col">
                <span className="vaga-visually-hidden">
                  {t('notifications:settings.kindColumn')}
                </span>
              </th>
              <th scope="col">{t('notifications:channels.inbox')}</th>
              <th scope="col">{t('notifications:channels.email')}</th>
            </tr>
          </thead>
          <tbody>
            {kinds.map((kind) => (
              <tr key={kind}>
                <th scope="row">
                  {t(`kinds.${type}.${kind}.name`)}
                  <span className="vaga-notify-settings__note">
                    {' '}
                    {t(`kinds.${type}.${kind}.about`)}
                  </span>
                </th>
                {(['inbox', 'email'] as const).map((channel) => (
                  <td key={channel}>
                    <input
                      type="checkbox"
                      role="switch"
                      aria-label={t('notifications:settings.switch', {
                        kind: t(`kinds.${type}.${kind}.name`),
                        channel: t(`notifications:channels.${channel}`),
                      })}
                      checked={channel === 'inbox' || preferences.kinds[kind].email}
                      disabled={channel === 'inbox' || save.isPending}
                      onChange={(event) => void change(kind, event.target.checked)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="vaga-notify-settings__note">{t('kinds.inboxAlways')}</p>
      <p
        className={message?.failed ? 'vaga-notify-settings__error' : 'vaga-notify-settings__note'}
        role={message?.failed ? 'alert' : 'status'}
      >
        {message?.text ?? ''}
      </p>
    </Card>
  );
}
