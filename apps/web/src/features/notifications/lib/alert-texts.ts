import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { TOptions } from '@/shared/lib/translate/translator.ts';

/** The job alerts' texts (`alerts.*` of the notifications texts); `ns:key` reaches another. */
export function useAlertTexts() {
  const { t } = useTranslation(['notifications', 'common']);
  return (key: string, options?: TOptions) => t(key.includes(':') ? key : `alerts.${key}`, options);
}
