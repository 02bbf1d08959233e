/**
 * Whether this page registers the service worker: a production build, in a browser that has
 * service workers, over https or on localhost. Inside the government app too: its bridge is an
 * object the app's shell puts into the page, never network traffic, so the worker cannot get in
 * its way (docs/decisions.md "Web app").
 */
export function canRegister(win: Window, production: boolean): boolean {
  return production && win.isSecureContext && 'serviceWorker' in win.navigator;
}

/** Runs `task` once the page has loaded and the browser is idle: the first screen comes first. */
export function afterFirstScreen(win: Window, task: () => void): void {
  const idle = () => {
    if (typeof win.requestIdleCallback === 'function')
      win.requestIdleCallback(task, { timeout: 5000 });
    else win.setTimeout(task, 1000);
  };
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}

/**
 * Registers the service worker after the first screen: its code (and the update prompt's) is
 * loaded then, so the first screen's JavaScript does not grow.
 */
export function startServiceWorker(win: Window = window): void {
  if (!canRegister(win, import.meta.env.PROD)) return;
  afterFirstScreen(win, () => {
    void import('./register-worker.ts')
      .then(({ registerWorker }) =>
        registerWorker({
          container: win.navigator.serviceWorker,
          reload: () => win.location.reload(),
          askToReload: () => import('./update-prompt.ts').then((m) => m.askToReload()),
        }),
      )
      .catch(() => undefined);
  });
}
