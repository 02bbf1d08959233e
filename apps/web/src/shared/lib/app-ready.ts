let whenReady: (() => void) | undefined;

/** What runs once the page's content has rendered, or taken over a server-rendered page. */
export function onAppReady(run: () => void): void {
  whenReady = run;
}

/** Called by the route layout once its content has rendered and runs (see onAppReady). */
export function appReady(): void {
  whenReady?.();
  whenReady = undefined;
}
