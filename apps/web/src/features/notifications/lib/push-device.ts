import { deleteSubscription, getPushKey, saveSubscription } from '../api/push.ts';
import type { PushSubscriptionBody } from '../api/push.ts';

/**
 * Push on this browser: `unsupported` (no service worker or Push API here), `denied` (the
 * person blocked notifications for the site), `unavailable` (the Push API is here but the
 * browser's push service would not subscribe it), `off` (allowed or not asked yet, no
 * subscription), `on` (subscribed).
 */
export type PushState = 'unsupported' | 'denied' | 'unavailable' | 'off' | 'on';

/**
 * What the browser's refusal to subscribe means: the permission refused (`NotAllowedError`), or
 * a browser whose push service cannot be reached or is switched off (any other DOMException).
 * Anything else is not the browser's answer, and is thrown on.
 */
function refusal(error: unknown): PushState {
  if (!(error instanceof DOMException)) throw error;
  return error.name === 'NotAllowedError' ? 'denied' : 'unavailable';
}

/** How long to wait for the service worker to be active before giving up. */
const WORKER_WAIT_MS = 10_000;

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The app's service worker once active, or null where there is none (a development build). */
async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return null;
  if (registration.active) return registration;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** Reads the state without asking anything of the person. */
export async function readPushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return 'unsupported';
  return (await registration.pushManager.getSubscription()) ? 'on' : 'off';
}

/** The VAPID key (base64url) as the bytes `applicationServerKey` takes. */
export function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Turns push on for this browser: asks the browser's permission (only here, on the person's
 * action, never on load), subscribes with the server's VAPID key and gives the server the
 * subscription. Answers the state reached (the browser refusing says which way it refused); a
 * failing server call throws.
 */
export async function turnPushOn(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  let permission: NotificationPermission;
  try {
    permission = await Notification.requestPermission();
  } catch (error) {
    return refusal(error);
  }
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const registration = await workerRegistration();
  if (!registration) return 'unsupported';
  let subscription = await registration.pushManager.getSubscription();
  if (!subscription) {
    const applicationServerKey = keyBytes(await getPushKey());
    try {
      subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey,
      });
    } catch (error) {
      return refusal(error);
    }
  }
  await saveSubscription(subscription.toJSON() as PushSubscriptionBody);
  return 'on';
}

/** Turns push off for this browser: the server forgets it, and the browser unsubscribes. */
export async function turnPushOff(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await deleteSubscription(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return 'off';
}
