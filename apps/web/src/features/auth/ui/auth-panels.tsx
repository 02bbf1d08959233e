import './auth-panels.css';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { errorText } from '@/shared/lib/error-text.ts';
import { currentLocale } from '@/shared/lib/locale.ts';
import { logout } from '@/shared/lib/session-actions.ts';
import { CONSOLE_TYPES, consoleHome, type ConsoleType } from '../lib/account-type.ts';
import { startLogin } from '../lib/login.ts';
import type { LoginStep } from '../lib/login-flow.ts';
import { HOME_PATH, loginTargetOf } from '../lib/redirect.ts';
import { Button } from '@/shared/ui/button.tsx';

interface AuthPanelProps {
  title: string;
  description: string;
  detail?: string;
  children: ReactNode;
}

function AuthPanel({ title, description, detail, children }: AuthPanelProps) {
  return (
    <section className="vaga-panel" role="alert" aria-label={title}>
      <h2 className="vaga-panel__title">{title}</h2>
      <p className="vaga-panel__text">{description}</p>
      {detail && <p className="vaga-panel__text">{detail}</p>}
      <div className="vaga-panel__actions">{children}</div>
    </section>
  );
}

function PanelButton({
  primary,
  onClick,
  children,
}: {
  primary?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button variant={primary ? 'primary' : 'default'} onClick={onClick}>
      {children}
    </Button>
  );
}

/** The login ends here when the resident identity document's valid date has passed (spec §4). */
export function DocumentExpiredPanel() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <AuthPanel title={t('documentExpired.title')} description={t('documentExpired.description')}>
      <PanelButton primary onClick={() => void logout()}>
        {t('documentExpired.logout')}
      </PanelButton>
      <PanelButton onClick={() => void navigate(HOME_PATH, { replace: true })}>
        {t('common.back')}
      </PanelButton>
    </AuthPanel>
  );
}

export { UnderAgePanel } from '@/shared/ui/under-age-panel.tsx';

/** Steps whose failure means the login itself failed; later ones failed to set the app up. */
const AUTHORIZATION_STEPS: readonly LoginStep[] = ['authorize', 'token', 'account', 'expiry'];

/** A login flow step failed (not a 401): "authorization failed" or "initialization failed". */
export function AuthFailedPanel({
  step,
  code,
  errorArgs = [],
}: {
  step: LoginStep;
  code: string;
  errorArgs?: readonly (string | number)[];
}) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const kind = AUTHORIZATION_STEPS.includes(step) ? 'authorizationFailed' : 'initializationFailed';
  const retry = () => {
    if (kind === 'initializationFailed') window.location.reload();
    else startLogin(loginTargetOf(window.location));
  };
  return (
    <AuthPanel
      title={t(`${kind}.title`)}
      description={t(`${kind}.description`)}
      detail={errorText(code, currentLocale(), errorArgs)}
    >
      <PanelButton primary onClick={retry}>
        {t('common.retry')}
      </PanelButton>
      <PanelButton onClick={() => void navigate(HOME_PATH, { replace: true })}>
        {t('common.back')}
      </PanelButton>
    </AuthPanel>
  );
}

/** Spec §4: after the 401 retries are used up, an error with retry and back. */
export function LoginFailedPanel({ onRetry, onBack }: { onRetry: () => void; onBack: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <AuthPanel title={t('loginFailed.title')} description={t('loginFailed.description')}>
      <PanelButton primary onClick={onRetry}>
        {t('common.retry')}
      </PanelButton>
      <PanelButton onClick={onBack}>{t('common.back')}</PanelButton>
    </AuthPanel>
  );
}

/**
 * An employer or staff account on a page of the job-seeking service: the service refuses it
 * (FORBIDDEN_ROLE); it goes to its own console or logs out.
 */
export function ConsoleAccountPanel({ type }: { type: ConsoleType }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <AuthPanel
      title={t('consoleAccount.title')}
      description={errorText('FORBIDDEN_ROLE', currentLocale())}
    >
      <PanelButton primary onClick={() => void navigate(consoleHome(type))}>
        {t(`consoleAccount.to.${type}`)}
      </PanelButton>
      <PanelButton
        onClick={() => void logout(type).then(() => navigate(HOME_PATH, { replace: true }))}
      >
        {t('consoleAccount.logout')}
      </PanelButton>
    </AuthPanel>
  );
}

/**
 * The login was for one account type and the identity is of another (FORBIDDEN_ROLE from
 * authorize: a seeker login with an employer's identity, a console login with a seeker's): no
 * session opened. Each place logs in with its own account type.
 */
export function WrongAccountTypePanel() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <AuthPanel
      title={t('wrongAccountType.title')}
      description={errorText('FORBIDDEN_ROLE', currentLocale())}
      detail={t('wrongAccountType.description')}
    >
      {CONSOLE_TYPES.map((type) => (
        <PanelButton key={type} primary onClick={() => void navigate(consoleHome(type))}>
          {t(`consoleAccount.to.${type}`)}
        </PanelButton>
      ))}
      <PanelButton onClick={() => void navigate(HOME_PATH, { replace: true })}>
        {t('wrongAccountType.toService')}
      </PanelButton>
    </AuthPanel>
  );
}
