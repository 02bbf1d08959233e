import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { Button } from '@/shared/ui/button.tsx';

/** A page's data could not be read: the message and a way to try again (spec §8). */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="vaga-page" role="alert">
      <p>{t('DataComponent.message.loadFailed')}</p>
      <Button onClick={onRetry}>{t('DataComponent.action.retry')}</Button>
    </div>
  );
}
