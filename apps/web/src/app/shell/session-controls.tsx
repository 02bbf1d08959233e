import { useNavigate } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { useSession } from '../../shared/lib/session.ts';
import { login, logout } from '../../shared/lib/session-actions.ts';
import { paths } from '../paths.ts';

/** Login or logout in the top bar, following the session. */
export function SessionControls() {
  const { t } = useTranslation('common');
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();

  if (!isLoggedIn) {
    return (
      <button type="button" className="vaga-top-bar__button" onClick={() => login()}>
        {t('topBar.login')}
      </button>
    );
  }
  return (
    <button
      type="button"
      className="vaga-top-bar__button"
      onClick={() => void logout().then(() => navigate(paths.service, { replace: true }))}
    >
      {t('topBar.logout')}
    </button>
  );
}
