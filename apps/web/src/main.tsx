import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import { linkManifest } from './app/pwa/manifest-link.ts';
import { startServiceWorker } from './app/pwa/start.ts';
import { appQueryClient } from './app/query-client.ts';
import { createRouter } from './app/router.tsx';
import { installUnauthorizedRule } from './features/auth/lib/install.ts';
import { adoptAppShell } from './shared/lib/bridge/app-shell.ts';
import { initBridge, isInApp } from './shared/lib/bridge/current-bridge.ts';
import { initI18n } from './shared/lib/i18n.ts';
import { initLocale } from './shared/lib/locale.ts';
import { readSsrState } from './shared/lib/ssr-state.ts';
// antd-mobile's theme variables: components imported one by one do not bring them.
import 'antd-mobile/es/global';
import './app/styles.css';

async function start(): Promise<void> {
  // The government app's shell, when the page runs in it: token, language and dark mode.
  const appLocale = await adoptAppShell(await initBridge());
  installUnauthorizedRule();
  const locale = initLocale(window.location.search, appLocale);
  linkManifest(locale);
  // A page the server rendered (issue 31) is taken over as it is, with its data, when it was
  // rendered in this load's language; else (another language chosen before) the app renders anew.
  const ssr = readSsrState();
  // Inside the government app, whose shell hides some controls, the app renders anew too.
  const hydrating = ssr !== null && ssr.locale === locale && !isInApp();
  const takingOver = hydrating
    ? import('./app/take-over.ts').then((m) => m.takeOver(appQueryClient(), ssr, window.location))
    : null;
  // The common texts, and the opened page's code and texts, load side by side: the router
  // starts loading the matched route as soon as it exists, with the translator already set up.
  const texts = initI18n(locale);
  await takingOver;
  const router = createRouter(hydrating ? ssr.router : undefined);
  await texts;
  const app = (
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  if (hydrating) hydrateRoot(root, app);
  else createRoot(root).render(app);
  // Offline use and updates (app/pwa): after the first screen, never before it.
  startServiceWorker();
}

void start();
