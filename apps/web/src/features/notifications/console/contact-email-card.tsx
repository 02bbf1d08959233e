import { useState, type FormEvent } from 'react';
import { ContactEmailInputSchema, type ContactEmail } from '@vaga/contract';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { formatDateTime } from '@/shared/lib/format.ts';
import { Button } from '@/shared/ui/button.tsx';
import { Card } from '@/shared/ui/card.tsx';
import { useContactEmailChange } from '../api/contact-email.ts';
import { failureText } from '../lib/error-message.ts';

/** How the address stands: none, waiting for its link, or confirmed. */
function ContactState({ contact }: { contact: ContactEmail }) {
  const { t } = useTranslation('notifications-console');
  if (!contact.email) return <p>{t('email.none')}</p>;
  if (contact.confirmed) return <p>{t('email.confirmed', { email: contact.email })}</p>;
  return (
    <p>
      {t('email.waiting', {
        email: contact.email,
        until: formatDateTime(contact.confirmBy),
      })}
    </p>
  );
}

/**
 * A console account's contact e-mail: its state, a form that sets it (a confirmation link is
 * e-mailed to it; nothing else is sent to it before the link is opened) and its removal.
 */
export function ContactEmailCard({ contact }: { contact: ContactEmail }) {
  const { t } = useTranslation('notifications-console');
  const change = useContactEmailChange();
  const [value, setValue] = useState('');
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const busy = change.set.isPending || change.remove.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const email = value.trim();
    if (!ContactEmailInputSchema.safeParse({ email }).success) {
      setMessage({ text: t('email.invalid'), failed: true });
      return;
    }
    setMessage(null);
    try {
      const saved = await change.set.mutateAsync(email);
      setValue('');
      setMessage({
        text: saved.confirmed ? t('email.unchanged') : t('email.sent', { email }),
        failed: false,
      });
    } catch (error) {
      setMessage({ text: failureText(error), failed: true });
    }
  };

  const remove = async () => {
    setMessage(null);
    try {
      await change.remove.mutateAsync();
      setMessage({ text: t('email.removed'), failed: false });
    } catch (error) {
      setMessage({ text: failureText(error), failed: true });
    }
  };

  return (
    <Card className="vaga-notify-settings" title={t('email.title')} titleId="vaga-contact-email">
      <ContactState contact={contact} />
      <form className="vaga-notify-settings__row" noValidate onSubmit={(e) => void submit(e)}>
        <label className="vaga-field__label" htmlFor="vaga-contact-email-input">
          {contact.email ? t('email.newLabel') : t('email.label')}
        </label>
        <input
          id="vaga-contact-email-input"
          className="vaga-field__input"
          type="email"
          autoComplete="email"
          maxLength={100}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button type="submit" variant="primary" disabled={busy}>
          {t('email.send')}
        </Button>
        {contact.email ? (
          <Button variant="danger" disabled={busy} onClick={() => void remove()}>
            {t('email.remove')}
          </Button>
        ) : null}
      </form>
      <p
        className={message?.failed ? 'vaga-notify-settings__error' : 'vaga-notify-settings__note'}
        role={message?.failed ? 'alert' : 'status'}
      >
        {message?.text ?? ''}
      </p>
    </Card>
  );
}
