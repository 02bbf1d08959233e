import { z } from 'zod';

/** Browsers (push subscriptions) kept per account; a new one past this replaces the oldest. */
export const PUSH_SUBSCRIPTIONS_MAX = 10;
/** The longest push endpoint taken (the browsers' push services give about 200 characters). */
export const PUSH_ENDPOINT_MAX = 1000;

/** Unpadded base64url (a trailing `=` padding is taken too) that decodes to `bytes` bytes. */
const base64UrlOf = (bytes: number) => {
  const length = Math.ceil((bytes * 4) / 3);
  return z
    .string()
    .min(length)
    .max(length + 2)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/)
    .refine((text) => text.replace(/=+$/, '').length === length, 'validation.length');
};

/** The server's VAPID public key, for `pushManager.subscribe({ applicationServerKey })`. */
export const PushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof PushKeySchema>;

/** A push endpoint: an https URL of a push service. */
const PushEndpointSchema = z.url({ protocol: /^https$/ }).max(PUSH_ENDPOINT_MAX);

/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it: the push service's
 * https endpoint and the keys the payload is encrypted with (RFC 8291: `p256dh`, an uncompressed
 * P-256 point of 65 bytes; `auth`, 16 bytes; both base64url).
 */
export const PushSubscriptionInputSchema = z.object({
  endpoint: PushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: base64UrlOf(65),
    auth: base64UrlOf(16),
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
