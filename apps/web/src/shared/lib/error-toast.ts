import { isApiError } from './api-error.ts';
import { loadContractTexts } from './contract-texts.ts';
import { currentLocale } from './locale.ts';
import { WEB_ERROR_CODES } from './web-errors.ts';

/**
 * Shows a failure as a toast in the current language (spec §8). Cancelled requests are silent.
 * The toast component and the page language's error texts are loaded when the first error happens, not with
 * the first screen.
 */
export function showErrorToast(error: unknown): void {
  if (isApiError(error) && error.cancelled) return;
  const code = isApiError(error) ? error.code : WEB_ERROR_CODES.network;
  const args = isApiError(error) ? error.errorArgs : [];
  const locale = currentLocale();
  void Promise.all([
    import('./error-text.ts'),
    import('antd-mobile/es/components/toast'),
    loadContractTexts(locale),
  ]).then(([{ errorText }, { default: Toast }]) => {
    Toast.show({ content: errorText(code, locale, args), position: 'center', duration: 3000 });
  });
}
