import { useNavigate } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { getBridge } from '../../shared/lib/bridge/current-bridge.ts';
import { paths } from '../paths.ts';

/** Whether the browser history has an earlier page of this app to go back to. */
function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/**
 * The top bar's leaving actions (spec §2): back goes back (home when there is nothing before);
 * close asks "Confirma fechar?" and closes the window. A plain browser tab that the app did not
 * open cannot be closed by a script, so close then goes back, or home.
 */
export function useLeave() {
  const navigate = useNavigate();
  const { t } = useTranslation('common');

  const back = () => {
    if (canGoBack()) void navigate(-1);
    else void navigate(paths.service, { replace: true });
  };

  const close = async () => {
    const { default: Dialog } = await import('antd-mobile/es/components/dialog');
    const confirmed = await Dialog.confirm({
      content: t('topBar.confirmClose'),
      confirmText: t('topBar.confirm'),
      cancelText: t('topBar.cancel'),
    });
    if (!confirmed) return;
    const bridge = getBridge();
    bridge.close();
    // Inside the government app the shell closes; a browser tab may refuse to.
    if (!bridge.inApp && !window.closed) back();
  };

  return { back, close };
}
