import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import { linkManifest } from './app/pwa/manifest-link.ts';
import { startServiceWorker } from './app/pwa/start.ts';
import { appQueryClient } from './app/query-client.ts';
import { AppRouter, preloadApp } from './app/router.tsx';
import { installUnauthorizedRule } from './features/auth/lib/install.ts';
import { initBridge, isInApp } from './shared/lib/bridge/current-bridge.ts';
import { initI18n } from './shared/lib/i18n.ts';
import { initLocale } from './shared/lib/locale.ts';
import { apiErrorOf } from './shared/lib/api-error.ts';
import { onAppReady } from './shared/lib/app-ready.ts';
import { readSsrState, type SsrState } from './shared/lib/ssr-state.ts';
// antd-mobile's theme variables: components imported one by one do not bring them.
import 'antd-mobile/es/global';
import './app/styles.css';

/**
 * Taps on a server-rendered page before the app has taken it over (its script still on the way)
 * are held, and made again once it runs, instead of being lost.
 */
function holdEarlyTaps(root: HTMLElement): () => void {
  const held: HTMLElement[] = [];
  const hold = (event: Event) => {
    const target = (event.target as Element).closest<HTMLElement>('a,button,input,label');
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(target);
  };
  root.addEventListener('click', hold, true);
  return () => {
    root.removeEventListener('click', hold, true);
    for (const target of held) if (target.isConnected) target.click();
  };
}

/**
 * Takes over a page the server rendered, before it is hydrated: its data into the
 * app's cache as it was rendered (a failure too: a removed vacancy's page shows it), so the
 * first client render is the server's markup.
 */
function takeOver(state: SsrState): void {
  const client = appQueryClient();
  const cache = client.getQueryCache();
  // A kept page's data is current until a write (the server remakes it then), however long ago
  // it was rendered: it counts as fetched now, so nothing is asked again at once.
  const now = Date.now();
  // A failure comes as JSON: it is the app's error again (a record's 404 shows its not-found page).
  for (const { queryKey, queryHash, state: query } of state.queries.queries) {
    const error = query.error === null ? null : apiErrorOf(query.error);
    cache.build(client, { queryKey, queryHash }, { ...query, error, dataUpdatedAt: now });
  }
}

/**
 * A turn of the event loop: the browser may paint and answer input before the work that follows
 * (the app's code has been evaluated; what follows takes the page over in tasks of its own).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  const root = document.getElementById('root')!;
  if (root.firstChild) onAppReady(holdEarlyTaps(root));
  await nextTask();
  // The government app's shell, when the page runs in it: token, language and dark mode (code
  // loaded only there, off a browser's first screen).
  const bridge = await initBridge();
  const appLocale = bridge.inApp
    ? await import('./shared/lib/bridge/app-shell.ts').then((m) => m.adoptAppShell(bridge))
    : null;
  installUnauthorizedRule();
  const locale = initLocale(window.location.search, appLocale);
  linkManifest(locale);
  // The first use of local storage (the language) waits on the browser; what follows, another task.
  await nextTask();
  // A page the server rendered is taken over as it is, with its data, when it was
  // rendered in this load's language; else (another language chosen before) the app renders anew.
  const ssr = readSsrState();
  // Inside the government app, whose shell hides some controls, the app renders anew too.
  const hydrating = ssr !== null && ssr.locale === locale && !isInApp();
  if (hydrating) takeOver(ssr);
  // The common texts, and the opened page's code, texts and first requests (a taken-over page
  // has its data), load side by side; the first render waits for both, so it is the page itself.
  await Promise.all([initI18n(locale), preloadApp(window.location, !hydrating)]);
  const app = (
    <StrictMode>
      <AppProvider>
        {/* A navigation shows the new page at once (its place while its code loads), so the
            address and the page shown never differ. */}
        <BrowserRouter useTransitions={false}>
          <AppRouter />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>
  );
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread until the whole page is done (a tap meanwhile is held, see above).
  startTransition(() => {
    if (hydrating) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
  // Offline use and updates (app/pwa): after the first screen, never before it.
  startServiceWorker();
}

void start();
