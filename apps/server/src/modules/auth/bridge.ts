import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { BRIDGE_SCOPE, BRIDGE_TIMES } from '@vaga/contract';

/**
 * Government-app bridge credentials (spec §7 names `signature` and `ali-token` without more).
 * Both are HMAC-SHA256 with a key shared by every instance through the database:
 *
 * - a bridge token: `vb1.<payload>.<mac>`, payload `{ sub: accountId, scope: 'bridge', iat, exp }`,
 *   5 minutes, for the shell to carry where it cannot send our Authorization header; it is
 *   accepted only where a route asks for the `bridge` scope, never as a session token;
 * - a page signature: HMAC over `url=…&timestamp=…&nonceStr=…`, 5 minutes, for the shell to
 *   check that bridge calls come from a page of this site.
 */
const PREFIX = 'vb1';

function mac(key: string, data: string): Buffer {
  return createHmac('sha256', Buffer.from(key, 'base64url')).update(data).digest();
}

export function makeBridgeKey(): string {
  return randomBytes(32).toString('base64url');
}

export function signBridgeToken(
  key: string,
  accountId: number,
  now: Date,
): { token: string; expiresIn: number } {
  const iat = Math.floor(now.getTime() / 1000);
  const expiresIn = BRIDGE_TIMES.bridgeTokenSeconds;
  const payload = Buffer.from(
    JSON.stringify({ sub: accountId, scope: BRIDGE_SCOPE, iat, exp: iat + expiresIn }),
  ).toString('base64url');
  const body = `${PREFIX}.${payload}`;
  return { token: `${body}.${mac(key, body).toString('base64url')}`, expiresIn };
}

/** The account id of a bridge token that is genuine, of the bridge scope and not expired. */
export function verifyBridgeToken(key: string, token: string, now: Date): number | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX) return null;
  const expected = mac(key, `${parts[0]}.${parts[1]}`);
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as {
      sub?: unknown;
      scope?: unknown;
      exp?: unknown;
    };
    if (claims.scope !== BRIDGE_SCOPE || typeof claims.sub !== 'number') return null;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now.getTime()) return null;
    return claims.sub;
  } catch {
    return null;
  }
}

export function signPageUrl(key: string, url: string, now: Date) {
  const timestamp = Math.floor(now.getTime() / 1000);
  const nonceStr = randomBytes(12).toString('base64url');
  const signature = mac(key, `url=${url}&timestamp=${timestamp}&nonceStr=${nonceStr}`).toString(
    'hex',
  );
  return { timestamp, nonceStr, signature, expiresIn: BRIDGE_TIMES.signatureSeconds };
}

export function checkPageSignature(
  key: string,
  input: { url: string; timestamp: number; nonceStr: string; signature: string },
  now: Date,
): boolean {
  if (now.getTime() / 1000 - input.timestamp > BRIDGE_TIMES.signatureSeconds) return false;
  const expected = mac(
    key,
    `url=${input.url}&timestamp=${input.timestamp}&nonceStr=${input.nonceStr}`,
  );
  const given = Buffer.from(input.signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
