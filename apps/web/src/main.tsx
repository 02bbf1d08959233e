import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import { createRouter } from './app/router.tsx';
import { initI18n } from './shared/lib/i18n.ts';
import { initLocale } from './shared/lib/locale.ts';
import './app/styles.css';

async function start(): Promise<void> {
  const locale = initLocale();
  await initI18n(locale);
  const router = createRouter();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}

void start();
