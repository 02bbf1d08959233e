import type { DehydratedState } from '@tanstack/react-query';
import type { Locale } from '@vaga/contract';

/** The id of the `<script type="application/json">` a server-rendered page starts from. */
export const SSR_STATE_ID = 'vaga-ssr';

/** What a server-rendered page hands to the client (entry-server.tsx → main.tsx). */
export interface SsrState {
  /** The language the page was rendered in. */
  locale: Locale;
  /** The page's data, under the client's query keys. */
  queries: DehydratedState;
}

/** The state of a server-rendered page, or null when the page is the app's shell. */
export function readSsrState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return null;
  }
}
