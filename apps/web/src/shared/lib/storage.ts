/**
 * Local and session storage that never throws: private browsing modes and embedded web views may
 * deny storage, and the app must keep working (without persistence) when they do.
 */
function area(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

export function readLocal(key: string): string | null {
  try {
    return area('localStorage')?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    area('localStorage')?.setItem(key, value);
  } catch {
    // storage full or denied: the value lives only for this page
  }
}

export function removeLocal(key: string): void {
  try {
    area('localStorage')?.removeItem(key);
  } catch {
    // storage denied: nothing was stored
  }
}

export function readSession(key: string): string | null {
  try {
    return area('sessionStorage')?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string): void {
  try {
    area('sessionStorage')?.setItem(key, value);
  } catch {
    // storage denied
  }
}

export function removeSession(key: string): void {
  try {
    area('sessionStorage')?.removeItem(key);
  } catch {
    // storage denied: nothing was stored
  }
}
