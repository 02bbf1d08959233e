import { useId } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { login, logout } from '../lib/session-actions.ts';
import { Button, ButtonLink } from '@/shared/ui/button.tsx';

interface PanelProps {
  title: string;
  description: string;
  action: string;
  onAction: () => void;
}

function Panel({ title, description, action, onAction }: PanelProps) {
  return (
    <section className="vaga-panel" aria-label={title}>
      <h2 className="vaga-panel__title">{title}</h2>
      <p className="vaga-panel__text">{description}</p>
      <Button variant="primary" onClick={onAction}>
        {action}
      </Button>
    </section>
  );
}

/** Shown where a page needs a logged-in resident and nobody is logged in (spec §2). */
export function PleaseLoginPanel() {
  const { t } = useTranslation('common');
  return (
    <Panel
      title={t('panels.pleaseLogin.title')}
      description={t('panels.pleaseLogin.description')}
      action={t('panels.pleaseLogin.action')}
      onAction={() => login()}
    />
  );
}

/** Shown when the logged-in account has no local job-seeking account: it can only log out. */
export function NoLocalAccountPanel({ onLoggedOut }: { onLoggedOut?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Panel
      title={t('panels.noLocalAccount.title')}
      description={t('panels.noLocalAccount.description')}
      action={t('panels.noLocalAccount.action')}
      onAction={() => void logout().then(() => onLoggedOut?.())}
    />
  );
}

interface LinkPanelProps {
  title: string;
  description?: string;
  action: string;
  to: string;
  primary?: boolean;
}

/** A message with one way on: placeholders, not-found, "create your resume first"… */
export function LinkPanel({ title, description, action, to, primary = false }: LinkPanelProps) {
  const titleId = useId();
  return (
    <section className="vaga-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="vaga-panel__title">
        {title}
      </h2>
      {description ? <p className="vaga-panel__text">{description}</p> : null}
      <ButtonLink variant={primary ? 'primary' : 'default'} to={to}>
        {action}
      </ButtonLink>
    </section>
  );
}
