import { normalizeLocale } from '../locale.ts';
import { setToken } from '../session.ts';
import type { Locale } from '@vaga/contract';
import type { AppBridge } from './bridge.ts';

/** Dark mode of the page: antd-mobile's attribute and the page's color scheme. */
export function applyDarkMode(dark: boolean, doc: Document = document): void {
  doc.documentElement.setAttribute('data-prefers-color-scheme', dark ? 'dark' : 'light');
  doc.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

/**
 * Inside the government app (spec §2, §6): the token and the language come from the app, and the
 * page's dark mode follows the app's, also when it changes. Answers the app's language (null
 * outside the app or when it names none we have) for the locale decision.
 */
export async function adoptAppShell(bridge: AppBridge): Promise<Locale | null> {
  if (!bridge.inApp) return null;
  const [token, language, dark] = await Promise.all([
    bridge.token().catch(() => null),
    bridge.language().catch(() => null),
    bridge.darkMode().catch(() => false),
  ]);
  if (token) setToken(token);
  applyDarkMode(dark);
  bridge.onDarkModeChange((next) => applyDarkMode(next));
  return normalizeLocale(language);
}
