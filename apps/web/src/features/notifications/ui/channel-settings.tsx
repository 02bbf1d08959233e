import { useEffect, useState } from 'react';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
} from '@vaga/contract';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { useSavePreferences } from '../api/preferences.ts';
import { failureText } from '../lib/error-message.ts';
import { readPushState, turnPushOff, turnPushOn, type PushState } from '../lib/push-device.ts';
import { Card } from '@/shared/ui/card.tsx';

/** SMS is offered for interviews only (the server refuses it for the other kinds). */
const smsOffered = (kind: NotificationKind) => kind === 'interviews';

/** Push on this browser: its state, and turning it on (asking the permission) or off. */
function usePushDevice() {
  const [state, setState] = useState<PushState | null>(null);
  useEffect(() => {
    let live = true;
    void readPushState().then(
      (read) => live && setState(read),
      () => live && setState('unsupported'),
    );
    return () => {
      live = false;
    };
  }, []);
  return [state, setState] as const;
}

/**
 * The switches of each kind on each channel (the inbox always on), saved at each change; push
 * on this browser, whose permission the browser asks only when the person turns push on.
 */
export function ChannelSettings({ preferences }: { preferences: NotificationPreferences }) {
  const { t } = useTranslation('notifications');
  const save = useSavePreferences();
  const [push, setPush] = usePushDevice();
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  /** Why push did not come on, said in the push card (about the browser, or the call). */
  const [pushProblem, setPushProblem] = useState<string | null>(null);

  const pushMessage = (state: PushState) =>
    state === 'denied'
      ? t('push.denied')
      : state === 'unsupported'
        ? t('push.unsupported')
        : state === 'unavailable'
          ? t('push.unavailable')
          : t('push.notAllowed');

  /** Push on this browser; answers whether it is on. */
  const devicePushOn = async (): Promise<boolean> => {
    setPushProblem(null);
    try {
      const reached = await turnPushOn();
      setPush(reached);
      if (reached !== 'on') setPushProblem(pushMessage(reached));
      return reached === 'on';
    } catch (error) {
      setPushProblem(failureText(error));
      return false;
    }
  };

  const change = async (kind: NotificationKind, channel: NotificationChannel, on: boolean) => {
    if (channel === 'inbox') return;
    setMessage(null);
    setBusy(true);
    try {
      if (channel === 'push' && on && push !== 'on' && !(await devicePushOn())) return;
      const kinds = { ...preferences.kinds, [kind]: { ...preferences.kinds[kind], [channel]: on } };
      await save.mutateAsync({ kinds });
      setMessage({ text: t('settings.saved'), failed: false });
    } catch (error) {
      setMessage({ text: failureText(error), failed: true });
    } finally {
      setBusy(false);
    }
  };

  const toggleDevice = async () => {
    setMessage(null);
    setBusy(true);
    try {
      if (push === 'on') {
        setPush(await turnPushOff());
        setMessage({ text: t('push.turnedOff'), failed: false });
      } else if (await devicePushOn()) {
        setMessage({ text: t('push.turnedOn'), failed: false });
      }
    } catch (error) {
      setMessage({ text: failureText(error), failed: true });
    } finally {
      setBusy(false);
    }
  };

  const pushBlocked = push === 'unsupported' || push === 'denied' || push === 'unavailable';

  return (
    <>
      <Card
        className="vaga-notify-settings"
        title={t('settings.channelsTitle')}
        titleId="vaga-notify-channels"
      >
        <table className="vaga-notify-settings__table">
          <thead>
            <tr>
              <th scope="col">
                <span className="vaga-visually-hidden">{t('settings.kindColumn')}</span>
              </th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <th key={channel} scope="col">
                  {t(`channels.${channel}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {NOTIFICATION_KINDS.map((kind) => (
              <tr key={kind}>
                <th scope="row">{t(`kinds.${kind}`)}</th>
                {NOTIFICATION_CHANNELS.map((channel) => {
                  const label = t('settings.switch', {
                    kind: t(`kinds.${kind}`),
                    channel: t(`channels.${channel}`),
                  });
                  if (channel === 'sms' && !smsOffered(kind)) {
                    return (
                      <td key={channel}>
                        <span aria-hidden="true">–</span>
                        <span className="vaga-visually-hidden">
                          {t('settings.notOffered', { label })}
                        </span>
                      </td>
                    );
                  }
                  const checked = channel === 'inbox' || preferences.kinds[kind][channel];
                  const disabled =
                    channel === 'inbox' || busy || (channel === 'push' && pushBlocked && !checked);
                  return (
                    <td key={channel}>
                      <input
                        type="checkbox"
                        role="switch"
                        aria-label={label}
                        checked={checked}
                        disabled={disabled}
                        onChange={(event) => void change(kind, channel, event.target.checked)}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <p className="vaga-notify-settings__note">{t('settings.inboxAlways')}</p>
        <p className="vaga-notify-settings__note">
          {preferences.email
            ? t('settings.emailTo', { email: preferences.email })
            : t('settings.noEmail')}
        </p>
      </Card>
      <Card className="vaga-notify-settings" title={t('push.title')} titleId="vaga-notify-push">
        {!(pushProblem && pushBlocked) && (
          <p>
            {push === null
              ? t('push.checking')
              : push === 'on'
                ? t('push.on')
                : push === 'off'
                  ? t('push.off')
                  : pushMessage(push)}
          </p>
        )}
        {pushProblem && (
          <p className="vaga-notify-settings__error" role="alert">
            {pushProblem}
          </p>
        )}
        {(push === 'on' || push === 'off') && (
          <div className="vaga-notify-settings__row">
            <button
              type="button"
              className="vaga-button"
              disabled={busy}
              onClick={() => void toggleDevice()}
            >
              {push === 'on' ? t('push.turnOff') : t('push.turnOn')}
            </button>
          </div>
        )}
      </Card>
      <p
        className={message?.failed ? 'vaga-notify-settings__error' : 'vaga-notify-settings__note'}
        role={message?.failed ? 'alert' : 'status'}
      >
        {message?.text ?? ''}
      </p>
    </>
  );
}
