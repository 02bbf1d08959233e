import { describe, expect, it } from 'vitest';
import { BRIDGE_TIMES, BridgeTokenResponseSchema, SignatureResponseSchema } from '@vaga/contract';
import { bearer, buildAuthTestApp, createAccount, loginAs } from '../../../test/auth.ts';
import { checkPageSignature } from './bridge.ts';

describe('government-app bridge credentials', async () => {
  const { app, clock } = await buildAuthTestApp();

  it('gives a logged-in user a short-lived bridge token, refused as a session token', async () => {
    const account = await createAccount(app);
    const { token: session } = await app.services.auth.openSession(account.id);
    const res = await app.inject({ url: '/service/api/v1/ali-token', headers: bearer(session) });
    expect(res.statusCode).toBe(200);
    const body = BridgeTokenResponseSchema.parse(res.json());
    expect(body.expiresIn).toBe(BRIDGE_TIMES.bridgeTokenSeconds);
    expect(await app.services.auth.verifyBridgeToken(body.token)).toBe(account.id);

    // Not a session token.
    expect(
      (await app.inject({ url: '/service/profile', headers: bearer(body.token) })).statusCode,
    ).toBe(401);
    // Tampered or expired: refused.
    const [prefix, payload, mac] = body.token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: account.id + 1, scope: 'bridge', iat: 0, exp: 9e9 }),
    ).toString('base64url');
    expect(await app.services.auth.verifyBridgeToken(`${prefix}.${forged}.${mac}`)).toBeNull();
    expect(
      await app.services.auth.verifyBridgeToken(`${prefix}.${payload}.${mac.slice(0, -2)}AA`),
    ).toBeNull();
    clock.advance(BRIDGE_TIMES.bridgeTokenSeconds * 1000 + 1000);
    expect(await app.services.auth.verifyBridgeToken(body.token)).toBeNull();

    expect((await app.inject('/service/api/v1/ali-token')).statusCode).toBe(401);
  });

  it('signs page URLs of this site only', async () => {
    const url = `${app.config.publicUrl}/cv?tab=1`;
    const res = await app.inject(`/service/signature?url=${encodeURIComponent(url)}`);
    expect(res.statusCode).toBe(200);
    const body = SignatureResponseSchema.parse(res.json());
    const key = await app.services.auth['bridge']['key']();
    expect(checkPageSignature(key, { url, ...body }, clock.now())).toBe(true);
    expect(checkPageSignature(key, { ...body, url: `${url}x` }, clock.now())).toBe(false);

    const other = await app.inject(
      `/service/signature?url=${encodeURIComponent('https://evil.example/cv')}`,
    );
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ code: 'VALIDATION_FAIL', errorArgs: ['querystring.url'] });
    const missing = await app.inject('/service/signature');
    expect(missing.json()).toEqual({ code: 'VALIDATION_FAIL', errorArgs: ['querystring.url'] });
  });

  it('works for the demo accounts logged in by the helper', async () => {
    const token = await loginAs(app, 'nonresident');
    expect(
      (await app.inject({ url: '/service/api/v1/ali-token', headers: bearer(token) })).statusCode,
    ).toBe(200);
  });
});
