import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { AccountProfileSchema, AuthorizeResponseSchema } from '@vaga/contract';
import {
  authorizeCallback,
  bearer,
  buildAuthTestApp,
  loginThroughProvider,
} from '../../../test/auth.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const script = path.resolve(here, '../../../test/oidc-issuer-process.ts');
const client = { id: 'vaga-external', secret: 'external-secret-for-tests' };

/** Starts the provider as its own process and waits for the issuer it announces. */
function startIssuer(): Promise<{ child: ChildProcess; issuer: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: {
      ...process.env,
      CLIENT_ID: client.id,
      CLIENT_SECRET: client.secret,
      REDIRECT_URI: 'http://localhost:3000/profile',
      POST_LOGOUT_REDIRECT_URI: 'http://localhost:3000/service',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`issuer did not start: ${err}`)), 30_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) {
        clearTimeout(timer);
        resolve({ child, issuer: (JSON.parse(line) as { issuer: string }).issuer });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`issuer exited with ${code}: ${err}`));
    });
  });
}

describe('login against an issuer in another process (OIDC_ISSUER)', async () => {
  const { child, issuer } = await startIssuer();
  afterAll(() => {
    child.kill('SIGTERM');
  });
  const { app } = await buildAuthTestApp({
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: client.id, OIDC_CLIENT_SECRET: client.secret },
  });

  it('does not mount the embedded provider', async () => {
    expect((await app.inject('/oidc/.well-known/openid-configuration')).statusCode).toBe(404);
  });

  it('runs the same code flow: provider page, code, authorize, profile, logout', async () => {
    const start = await app.inject('/service/login?type=personal&redirect=%2Finterview');
    expect(String(start.headers.location).startsWith(`${issuer}/`)).toBe(true);

    const callback = await loginThroughProvider(app, {
      username: 'nonresident',
      redirect: '/interview',
    });
    expect(callback.searchParams.get('iss')).toBe(issuer);
    const res = await authorizeCallback(app, callback);
    expect(res.statusCode).toBe(200);
    const session = AuthorizeResponseSchema.parse(res.json());
    expect(session.redirect).toBe('/interview');

    const profile = AccountProfileSchema.parse(
      (await app.inject({ url: '/service/profile', headers: bearer(session.token) })).json(),
    );
    expect(profile).toMatchObject({
      euid: 'demo-nonresident',
      isResident: false,
      residency: 'notResident',
    });

    const out = await app.inject({
      method: 'POST',
      url: '/service/logout?type=personal',
      headers: bearer(session.token),
    });
    expect(String(out.json().logoutUrl).startsWith(`${issuer}/session/end`)).toBe(true);
    expect(
      (await app.inject({ url: '/service/profile', headers: bearer(session.token) })).statusCode,
    ).toBe(401);
  });

  it("takes the account type from the issuer's accountType claim", async () => {
    const callback = await loginThroughProvider(app, { username: 'staff', type: 'staff' });
    const res = await authorizeCallback(app, callback, 'staff');
    expect(res.statusCode).toBe(200);
    const { token } = AuthorizeResponseSchema.parse(res.json());
    const profile = AccountProfileSchema.parse(
      (await app.inject({ url: '/service/profile', headers: bearer(token) })).json(),
    );
    expect(profile).toMatchObject({ euid: 'demo-staff', accountType: 'staff', employer: null });
  });
});
