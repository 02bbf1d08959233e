import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/lib/api-error.ts';
import { getToken, setToken } from '@/shared/lib/session.ts';
import {
  runLoginFlow,
  type LoginFlowDeps,
  type LoginFlowInput,
  type LoginStep,
} from './login-flow.ts';
import { accountProfile as account } from '@/test/account-factories.ts';

const TODAY = '2025-06-10';

function token(value: string) {
  return { token: value, tokenType: 'Bearer' as const, expiresIn: 7200, absoluteExpiresIn: 43200 };
}

/** Deps that record the calls in order; each can be replaced. */
function deps(overrides: Partial<LoginFlowDeps> = {}) {
  const calls: string[] = [];
  const steps: LoginStep[] = [];
  const base: LoginFlowDeps = {
    authorize: async (input) => {
      calls.push(`authorize:${input.code}:${input.state}`);
      return { ...token('code-token'), redirect: '/job-service/job-list?groupId=1&id=2' };
    },
    accessToken: async () => {
      calls.push(`token:${getToken()}`);
      return token('live-token');
    },
    accountProfile: async () => {
      calls.push('account');
      return account();
    },
    references: async () => {
      calls.push('references');
      return {};
    },
    pendingStatistics: async () => {
      calls.push('statistics');
      return null;
    },
    today: () => TODAY,
    onStep: (step) => steps.push(step),
  };
  return { calls, steps, deps: { ...base, ...overrides } };
}

const withCode: LoginFlowInput = {
  code: 'the-code',
  state: 'the-state',
  iss: null,
  redirect: null,
};

afterEach(() => localStorage.clear());

describe('login flow (spec §4)', () => {
  it('runs code → authorize → token → account → expiry → references → statistics → redirect', async () => {
    const { calls, steps, deps: d } = deps();
    const outcome = await runLoginFlow(withCode, d);
    expect(steps).toEqual([
      'authorize',
      'token',
      'account',
      'expiry',
      'references',
      'statistics',
      'redirect',
    ]);
    expect(calls).toEqual([
      'authorize:the-code:the-state',
      'token:code-token',
      'account',
      'references',
      'statistics',
    ]);
    expect(outcome).toMatchObject({ kind: 'redirect', to: '/job-service/job-list?groupId=1&id=2' });
    expect(getToken()).toBe('live-token');
  });

  it('tells the page where it is going once the code is spent', async () => {
    const onAuthorized = vi.fn();
    await runLoginFlow(withCode, deps({ onAuthorized }).deps);
    expect(onAuthorized).toHaveBeenCalledWith('/job-service/job-list?groupId=1&id=2');
  });

  it('prefers the redirect query, with its __ turned back into &', async () => {
    const outcome = await runLoginFlow(
      { ...withCode, redirect: '/favorites?a=1__b=2' },
      deps().deps,
    );
    expect(outcome).toMatchObject({ kind: 'redirect', to: '/favorites?a=1&b=2' });
  });

  it('loads no statistics for a non-resident', async () => {
    const { calls, deps: d } = deps({
      accountProfile: async () => account({ residency: 'notResident', identityDocs: [] }),
    });
    expect(await runLoginFlow(withCode, d)).toMatchObject({ kind: 'redirect' });
    expect(calls).not.toContain('statistics');
    expect(calls).toContain('references');
  });

  it('ends on "document expired" when the type 14 document has passed its date', async () => {
    const { calls, deps: d } = deps({
      accountProfile: async () =>
        account({ identityDocs: [{ identityType: 14, identityValidDate: '2025-06-09' }] }),
    });
    expect(await runLoginFlow(withCode, d)).toMatchObject({ kind: 'documentExpired' });
    expect(calls).not.toContain('references');
  });

  it('starts at the token step with the token in hand and no code', async () => {
    setToken('kept-token');
    const { calls, steps, deps: d } = deps();
    const outcome = await runLoginFlow(
      { code: null, state: null, iss: null, redirect: '/cv?tab=1' },
      d,
    );
    expect(steps[0]).toBe('token');
    expect(calls[0]).toBe('token:kept-token');
    expect(outcome).toMatchObject({ kind: 'redirect', to: '/cv?tab=1' });
  });

  it('asks for a login with neither code nor token', async () => {
    const { calls, deps: d } = deps();
    expect(await runLoginFlow({ code: null, state: null, iss: null, redirect: '/cv' }, d)).toEqual({
      kind: 'login',
      to: '/cv',
    });
    expect(calls).toEqual([]);
  });

  it('lands an employer account on its console, with no seeker statistics or expiry check', async () => {
    const {
      calls,
      steps,
      deps: d,
    } = deps({
      accountProfile: async () =>
        account({
          accountType: 'employer',
          employer: { id: 7, name: 'Casino Lda' },
          identityDocs: [{ identityType: 14, identityValidDate: '2025-06-09' }],
        }),
    });
    expect(await runLoginFlow(withCode, d)).toMatchObject({ kind: 'redirect', to: '/employer' });
    expect(calls).not.toContain('statistics');
    expect(steps).not.toContain('statistics');
  });

  it('keeps a staff account on the staff page it asked for, and sends it home from elsewhere', async () => {
    const staff = async () => account({ accountType: 'staff', residency: 'notResident' });
    const asked = await runLoginFlow(
      { ...withCode, redirect: '/staff?language=pt' },
      deps({ accountProfile: staff }).deps,
    );
    expect(asked).toMatchObject({ kind: 'redirect', to: '/staff?language=pt' });
    const fromSeeker = await runLoginFlow(
      { ...withCode, redirect: '/employer' },
      deps({ accountProfile: staff }).deps,
    );
    expect(fromSeeker).toMatchObject({ kind: 'redirect', to: '/staff' });
  });

  it('brings a console account back where it was when only its token is in hand', async () => {
    setToken('kept-token');
    const outcome = await runLoginFlow(
      { code: null, state: null, iss: null, redirect: '/service' },
      deps({ accountProfile: async () => account({ accountType: 'employer' }) }).deps,
    );
    expect(outcome).toMatchObject({ kind: 'redirect', to: '/service' });
  });

  it('hands a 401 to the 401 rule and names the failing step of other failures', async () => {
    const unauthorized = deps({
      accountProfile: () => Promise.reject(new ApiError('Unauthorized', [], 401)),
    });
    expect(await runLoginFlow(withCode, unauthorized.deps)).toEqual({
      kind: 'unauthorized',
      step: 'account',
    });
    const broken = deps({
      references: () => Promise.reject(new ApiError('INTERNAL_SERVER_ERROR', [], 500)),
    });
    expect(await runLoginFlow(withCode, broken.deps)).toEqual({
      kind: 'failed',
      step: 'references',
      code: 'INTERNAL_SERVER_ERROR',
      errorArgs: [],
    });
    const badCode = deps({
      authorize: () => Promise.reject(new ApiError('VALIDATION_FAIL', ['querystring.state'], 400)),
    });
    // The arguments travel with the code: the failure panel fills its message with them.
    expect(await runLoginFlow(withCode, badCode.deps)).toEqual({
      kind: 'failed',
      step: 'authorize',
      code: 'VALIDATION_FAIL',
      errorArgs: ['querystring.state'],
    });
  });
});
