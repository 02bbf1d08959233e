import { DE } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';

/**
 * Web Push on the server: its VAPID public key, and the caller's browsers. The server side comes
 * with the Web Push channel; until the contract names these paths, they are written here as that
 * channel defines them (`GET …/v1/push/key` → `{ publicKey }`, `POST …/v1/push/subscriptions`
 * with `PushSubscription.toJSON()`, `DELETE` with `{ endpoint }`).
 */
export const PUSH_PATHS = {
  key: `${DE}/v1/push/key`,
  subscriptions: `${DE}/v1/push/subscriptions`,
} as const;

/** What `PushSubscription.toJSON()` gives and the server keeps. */
export interface PushSubscriptionBody {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

/** GET v1/push/key: the server's VAPID public key (base64url). */
export async function getPushKey(): Promise<string> {
  return (await request<{ publicKey: string }>(PUSH_PATHS.key, { quiet: true })).publicKey;
}

/** POST v1/push/subscriptions: this browser receives the caller's push notifications. */
export function saveSubscription(body: PushSubscriptionBody): Promise<void> {
  return request<void>(PUSH_PATHS.subscriptions, { method: 'POST', body, quiet: true });
}

/** DELETE v1/push/subscriptions: this browser no longer does. */
export function deleteSubscription(endpoint: string): Promise<void> {
  return request<void>(PUSH_PATHS.subscriptions, {
    method: 'DELETE',
    body: { endpoint },
    quiet: true,
  });
}
