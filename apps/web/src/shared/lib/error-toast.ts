import { errorText, isApiError } from './api-error.ts';
import { currentLocale } from './locale.ts';
import { WEB_ERROR_CODES } from './web-errors.ts';

/**
 * Shows a failure as a toast in the current language (spec §8). Cancelled requests are silent.
 * The toast component is loaded when the first error happens, not with the first screen.
 */
export function showErrorToast(error: unknown): void {
  if (isApiError(error) && error.cancelled) return;
  const code = isApiError(error) ? error.code : WEB_ERROR_CODES.network;
  const args = isApiError(error) ? error.errorArgs : [];
  const content = errorText(code, currentLocale(), args);
  void import('antd-mobile/es/components/toast').then(({ default: Toast }) => {
    Toast.show({ content, position: 'center', duration: 3000 });
  });
}
