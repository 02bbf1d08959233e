import { randomBytes } from 'node:crypto';
import { afterAll } from 'vitest';
import { macaoToday, shiftDate, type AccountType, type IdentityDoc } from '@vaga/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig, type AppConfig } from '../src/config.ts';
import type { NewAccount } from '../src/modules/auth/auth.service.ts';
import type { AuthAccount } from '../src/platform/caller.ts';
import {
  demoClaims,
  isDemoUsername,
  type DemoUsername,
} from '../src/modules/auth/demo-accounts.ts';
import { sexOf } from '../src/modules/auth/account-claims.ts';
import { SESSIONS_TOPIC } from '../src/modules/auth/sessions.ts';
import { ManualClock } from '../src/platform/clock.ts';
import type { App } from '../src/platform/types.ts';
import { createTestDatabase, QUIET_BACKGROUND, type TestContext } from './helper.ts';

/** An account with sensible defaults (an adult resident, type 14 valid five more years). */
export async function createAccount(
  app: App,
  overrides: Partial<NewAccount> = {},
): Promise<AuthAccount> {
  const today = macaoToday(app.clock.now());
  const id = randomBytes(6).toString('hex');
  const identityDocs: IdentityDoc[] = [
    { identityType: 14, identityValidDate: shiftDate(today, 5) },
  ];
  const row = await app.services.auth.saveAccount({
    euid: `test-${id}`,
    identityNo: `T${id.slice(0, 7)}`,
    name: `Test ${id}`,
    birthDate: '1990-05-01',
    identityDocs,
    ...overrides,
  });
  return app.services.auth.toAuthAccount(row);
}

/** The account of a demo user as the embedded provider describes it at the clock's time. */
export function demoAccount(app: App, username: DemoUsername): NewAccount {
  const claims = demoClaims(username, app.clock.now());
  return {
    euid: claims.euid,
    identityNo: claims.identityNo,
    name: claims.name,
    birthDate: claims.birthdate,
    identityDocs: claims.identityDocs,
    accountType: claims.accountType,
    employerId: claims.employerId ?? null,
    nameCn: claims.nameCn,
    namePt: claims.namePt,
    sex: sexOf(claims.gender),
  };
}

/**
 * A session token for a demo user (`'resident'`, `'nonresident'`…) or for an account made with
 * the given overrides, opened directly through the auth service (no browser).
 */
export async function loginAs(
  app: App,
  who: DemoUsername | Partial<NewAccount> = 'resident',
): Promise<string> {
  const account = await createAccount(app, isDemoUsername(who) ? demoAccount(app, who) : who);
  return (await app.services.auth.openSession(account.id)).token;
}

/**
 * Sets an account's birth date as its provider would give it at a new login elsewhere, and lets
 * the sessions this instance keeps see it at once (as they would within SESSION_KEEP_MS).
 */
export async function setProviderBirthDate(
  app: App,
  accountId: number,
  birthDate: string | null,
): Promise<void> {
  await app.db
    .updateTable('accounts')
    .set({ birth_date: birthDate })
    .where('id', '=', accountId)
    .execute();
  await app.changeFeed.bump(SESSIONS_TOPIC);
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Like buildTestApp, with extra routes (e.g. a test-only protected route) added before ready. */
export async function buildAuthTestApp(
  options: {
    env?: NodeJS.ProcessEnv;
    clock?: ManualClock;
    routes?: (app: App) => void;
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestContext> {
  const config: AppConfig = loadConfig({
    LOG_LEVEL: 'silent',
    SEED: 'none',
    ...QUIET_BACKGROUND,
    ...options.env,
  });
  const database = await createTestDatabase();
  const clock = options.clock ?? new ManualClock();
  const app = await buildApp(config, { clock, database, logStream: options.logStream });
  options.routes?.(app);
  await app.ready();
  cleanups.push(async () => {
    await app.close();
    await database.close();
  });
  return { app, clock, database, config };
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** A tiny browser: a cookie jar and requests to our app (inject) or to any other origin (fetch). */
export class TestBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly app: App) {}

  private store(setCookie: string | string[] | undefined) {
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [k, v] = a.trim().split('=');
        return (
          (k.toLowerCase() === 'max-age' && Number(v) <= 0) ||
          (k.toLowerCase() === 'expires' && Date.parse(v) <= Date.now())
        );
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(
    url: string,
    init: {
      method?: 'GET' | 'POST';
      form?: Record<string, string>;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Answer> {
    const target = new URL(url, this.app.config.publicUrl);
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    const payload = init.form ? new URLSearchParams(init.form).toString() : undefined;
    if (payload) headers['content-type'] = 'application/x-www-form-urlencoded';
    let answer: Answer;
    if (target.origin === new URL(this.app.config.publicUrl).origin) {
      const res = await this.app.inject({
        method: init.method ?? 'GET',
        url: `${target.pathname}${target.search}`,
        headers: { ...headers, host: target.host },
        payload,
      });
      answer = { status: res.statusCode, headers: res.headers, body: res.body };
    } else {
      const res = await fetch(target, {
        method: init.method ?? 'GET',
        headers,
        body: payload,
        redirect: 'manual',
      });
      const out: Record<string, string | string[]> = {};
      res.headers.forEach((v, k) => {
        out[k] = v;
      });
      out['set-cookie'] = res.headers.getSetCookie();
      answer = { status: res.status, headers: out, body: await res.text() };
    }
    this.store(answer.headers['set-cookie'] as string | string[] | undefined);
    return answer;
  }

  /** Follows redirects until one leaves for `stopAt` (the web's /profile) or a page answers. */
  async follow(url: string, stopAt: string): Promise<{ answer: Answer; url: string }> {
    let current = url;
    for (let hops = 0; hops < 10; hops += 1) {
      const answer = await this.request(current);
      const location = answer.headers.location;
      if (answer.status < 300 || answer.status >= 400 || typeof location !== 'string') {
        return { answer, url: current };
      }
      current = new URL(
        location,
        current.startsWith('http') ? current : this.app.config.publicUrl,
      ).toString();
      if (current.startsWith(stopAt)) return { answer, url: current };
    }
    throw new Error('too many redirects');
  }
}

/**
 * The whole browser login: our login path → provider login page → form post → back at the
 * web's /profile with a code. Answers the callback URL (code, state, iss).
 */
export async function loginThroughProvider(
  app: App,
  input: {
    username: string;
    password?: string;
    redirect?: string;
    browser?: TestBrowser;
    /** The `type` of the login path (personal when absent). */
    type?: AccountType;
  },
): Promise<URL> {
  const browser = input.browser ?? new TestBrowser(app);
  const redirect = encodeURIComponent(input.redirect ?? '/cv');
  const type = input.type ?? 'personal';
  const start = await browser.request(`/service/login?type=${type}&redirect=${redirect}`);
  if (start.status !== 302) throw new Error(`login answered ${start.status}: ${start.body}`);
  const callback = `${app.config.publicUrl}/profile`;
  const page = await browser.follow(String(start.headers.location), callback);
  if (page.answer.status !== 200) throw new Error(`login page answered ${page.answer.status}`);
  const action = /action="([^"]+)"/.exec(page.answer.body)?.[1]?.replace(/&amp;/g, '&');
  if (!action) throw new Error('no login form');
  const posted = await browser.request(new URL(action, page.url).toString(), {
    method: 'POST',
    form: { username: input.username, password: input.password ?? 'demo' },
  });
  if (posted.status !== 303) throw new Error(`login form answered ${posted.status}`);
  const back = await browser.follow(
    new URL(String(posted.headers.location), page.url).toString(),
    callback,
  );
  if (!back.url.startsWith(callback))
    throw new Error(`did not come back: ${back.answer.status} ${back.answer.body}`);
  return new URL(back.url);
}

/** POST /service/authorize with the callback's code and state. */
export function authorizeCallback(app: App, callback: URL, type: AccountType = 'personal') {
  const query = new URLSearchParams({
    type,
    code: callback.searchParams.get('code') ?? '',
    state: callback.searchParams.get('state') ?? '',
    redirect_uri: `${callback.origin}${callback.pathname}`,
  });
  const iss = callback.searchParams.get('iss');
  if (iss) query.set('iss', iss);
  return app.inject({ method: 'POST', url: `/service/authorize?${query}` });
}
