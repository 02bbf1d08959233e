import { onUnauthorized } from '@/shared/lib/session.ts';
import { startLogin } from './login.ts';
import { loginTargetOf } from './redirect.ts';
import { handleUnauthorized } from './unauthorized.ts';

/** Makes every 401 of the HTTP client follow the 401 rule (unauthorized.ts). Once, at start. */
export function installUnauthorizedRule(): () => void {
  return onUnauthorized(() => {
    handleUnauthorized({ login: () => startLogin(loginTargetOf(window.location)) });
  });
}
