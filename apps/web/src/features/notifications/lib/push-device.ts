import { deleteSubscription, getPushKey, saveSubscription } from '../api/push.ts';
import type { PushSubscriptionBody } from '../api/push.ts';

/**
 * Push on this browser: `unsupported` (no service worker or Push API here), `denied` (the
 * person blocked notifications for the site), `off` (allowed or not asked yet, no
 * subscription), `on` (subscribed).
 */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

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
 * subscription. Answers the state reached; a failing server call throws.
 */
export async function turnPushOn(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const registration = await workerRegistration();
  if (!registration) return 'unsupported';
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(await getPushKey()),
    }));
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
