import { NOTIFICATION_ENDPOINTS as E, type EndpointBody } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';

/** What `PushSubscription.toJSON()` gives and the server keeps. */
export type PushSubscriptionBody = EndpointBody<typeof E.subscribePush>;

/** GET v1/push/key: the server's VAPID public key (base64url). */
export async function getPushKey(): Promise<string> {
  return (await call(E.pushKey, {}, { quiet: true })).publicKey;
}

/** POST v1/push/subscriptions: this browser receives the caller's push notifications. */
export function saveSubscription(body: PushSubscriptionBody) {
  return call(E.subscribePush, { body }, { quiet: true });
}

/** DELETE v1/push/subscriptions: this browser no longer does. */
export function deleteSubscription(endpoint: string) {
  return call(E.unsubscribePush, { body: { endpoint } }, { quiet: true });
}
