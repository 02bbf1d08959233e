import { z } from 'zod';

/** Browsers (push subscriptions) kept per account; a new one past this replaces the oldest. */
export const PUSH_SUBSCRIPTIONS_MAX = 10;
/** The longest push endpoint taken (the browsers' push services give about 200 characters). */
export const PUSH_ENDPOINT_MAX = 1000;

/**
 * The longest key text taken: the keys' content (base64url of an uncompressed P-256 point, 65
 * bytes, and of 16 bytes) is checked by the server, which answers BE_PUSH_KEYS_INVALID.
 */
const PUSH_KEY_TEXT_MAX = 200;
const PushKeyTextSchema = z.string().min(1).max(PUSH_KEY_TEXT_MAX);

/** The server's VAPID public key, for `pushManager.subscribe({ applicationServerKey })`. */
export const PushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof PushKeySchema>;

/** A push endpoint: an https URL of a push service. */
const PushEndpointSchema = z.url({ protocol: /^https$/ }).max(PUSH_ENDPOINT_MAX);

/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it: the push service's
 * https endpoint and the keys the payload is encrypted with (RFC 8291: `p256dh`, an uncompressed
 * P-256 point of 65 bytes; `auth`, 16 bytes; both base64url). Their form is checked here, their
 * content by the server (node's crypto checks the point is on the curve).
 */
export const PushSubscriptionInputSchema = z.object({
  endpoint: PushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: PushKeyTextSchema,
    auth: PushKeyTextSchema,
  }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>;

/** Forgets one of the caller's browsers. */
export const PushUnsubscribeSchema = z.object({ endpoint: PushEndpointSchema });

/** What the service worker receives and shows (the inbox's texts, in the person's language). */
export interface PushPayload {
  title: string;
  body: string;
  /** The app path it opens (same origin). */
  url: string;
  /** One notification shows once: a repeat with the same tag replaces it. */
  tag: string;
}
