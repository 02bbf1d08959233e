import './offline-notice.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { useOnline } from '@/shared/lib/online.ts';

/**
 * Says the page is offline, above every screen, while the browser has no network: what shows then
 * comes from the service worker's cache. The live region stays in the page so that the change is
 * announced.
 */
export function OfflineNotice() {
  const online = useOnline();
  const { t } = useTranslation();
  return (
    <div role="status" className={online ? undefined : 'vaga-offline-notice'}>
      {online ? null : t('pwa.offline')}
    </div>
  );
}
