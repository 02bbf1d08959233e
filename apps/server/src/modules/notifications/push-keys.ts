import { createPublicKey } from 'node:crypto';

/** Unpadded base64url (a trailing `=` padding is taken too). */
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
/** An uncompressed P-256 point: 0x04, then x and y of 32 bytes each (RFC 8291). */
const P256_POINT_BYTES = 65;
/** The authentication secret's length (RFC 8291). */
const AUTH_BYTES = 16;

function decode(text: string): Buffer | null {
  return BASE64URL.test(text) ? Buffer.from(text.replace(/=+$/, ''), 'base64url') : null;
}

/** Whether a buffer is an uncompressed P-256 point on the curve (node's crypto checks it). */
function isP256Point(point: Buffer): boolean {
  if (point.length !== P256_POINT_BYTES || point[0] !== 0x04) return false;
  try {
    createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * The key of a browser's push subscription that cannot encrypt a payload, by its field
 * (`keys.p256dh`: not an uncompressed P-256 point on the curve; `keys.auth`: not 16 bytes; either
 * not base64url), or null when both can.
 */
export function badPushKey(keys: { p256dh: string; auth: string }): string | null {
  const point = decode(keys.p256dh);
  if (!point || !isP256Point(point)) return 'keys.p256dh';
  const auth = decode(keys.auth);
  if (!auth || auth.length !== AUTH_BYTES) return 'keys.auth';
  return null;
}
