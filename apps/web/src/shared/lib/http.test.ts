import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import Toast from 'antd-mobile/es/components/toast';
import { LIMITS, STORAGE_KEYS, errorMessage } from '@vaga/contract';
import { ApiError } from './api-error.ts';
import { request, withQuery } from './http.ts';
import { initLocale } from './locale.ts';
import { getToken, setToken } from './session.ts';
import { errorText } from './error-text.ts';
import { WEB_ERROR_CODES } from './web-errors.ts';

type Handler = (url: string, init: RequestInit) => Promise<Response>;

let calls: { url: string; init: RequestInit }[];

function serve(handler: Handler) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      calls.push({ url, init });
      return handler(url, init);
    }),
  );
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    }),
  );
}

/** A server that never answers; the request ends only when its signal aborts. */
const hang: Handler = (_url, init) =>
  new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
  });

function header(index: number, name: string): string | null {
  return new Headers(calls[index].init.headers).get(name);
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the request did not fail');
}

beforeEach(() => {
  localStorage.clear();
  initLocale('');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  Toast.clear();
});

describe('request headers', () => {
  it('sends Accept-Language of the current locale and no Authorization without a token', async () => {
    serve(() => json({ ok: true }));
    initLocale('?language=pt');
    await request('/service/x');
    expect(header(0, 'Accept-Language')).toBe('pt');
    expect(header(0, 'Authorization')).toBeNull();
  });

  it('sends the bearer token when one exists', async () => {
    serve(() => json({}));
    setToken('t-1');
    await request('/service/x');
    expect(header(0, 'Authorization')).toBe('Bearer t-1');
    expect(header(0, 'Accept-Language')).toBe('zh');
  });

  it('sends a JSON body with its content type, and the query without empty values', async () => {
    serve(() => json({}));
    await request('/service/x', {
      method: 'POST',
      body: { a: 1 },
      query: { page: 0, q: '', ids: [1, 2], n: null },
    });
    expect(calls[0].url).toBe('/service/x?page=0&ids=1&ids=2');
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.body).toBe('{"a":1}');
    expect(header(0, 'Content-Type')).toBe('application/json');
  });
});

describe('session renewal', () => {
  it('keeps a renewed token from the Authorization response header', async () => {
    setToken('old');
    serve(() => json({}, 200, { Authorization: 'Bearer renewed' }));
    await request('/service/x');
    expect(getToken()).toBe('renewed');
    serve(() => json({}));
    await request('/service/y');
    expect(header(0, 'Authorization')).toBe('Bearer renewed');
  });

  it('clears the token on 401', async () => {
    setToken('stale');
    serve(() => json({ code: 'Unauthorized', errorArgs: [] }, 401));
    const error = await failure(request('/service/x', { quiet: true }));
    expect(error.code).toBe('Unauthorized');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});

describe('error mapping', () => {
  it('turns the error envelope into an ApiError with code, arguments and status', async () => {
    serve(() => json({ code: 'VALIDATION_FAIL', errorArgs: ['size'] }, 400));
    const error = await failure(request('/service/x', { quiet: true }));
    expect(error).toMatchObject({ code: 'VALIDATION_FAIL', errorArgs: ['size'], status: 400 });
  });

  it('maps failures without an envelope by status', async () => {
    serve(() => Promise.resolve(new Response('<html>', { status: 404 })));
    expect((await failure(request('/service/x', { quiet: true }))).code).toBe('NOT_FOUND');
    serve(() => Promise.resolve(new Response('Bad gateway', { status: 502 })));
    expect((await failure(request('/service/x', { quiet: true }))).code).toBe(
      'INTERNAL_SERVER_ERROR',
    );
  });

  it('maps a network failure to NETWORK_ERROR', async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await failure(request('/service/x', { quiet: true }))).code).toBe('NETWORK_ERROR');
  });

  it('shows the catalogue message with its arguments as a toast in the current language', async () => {
    initLocale('?language=en');
    serve(() => json({ code: 'VALIDATION_FAIL', errorArgs: ['page'] }, 400));
    await failure(request('/service/x'));
    expect(await screen.findByText('Request format error: page')).toBeInTheDocument();
  });

  it('shows an unknown code as the raw code', async () => {
    serve(() => json({ code: 'SOMETHING_NEW', errorArgs: [] }, 409));
    await failure(request('/service/x'));
    expect(await screen.findByText('SOMETHING_NEW')).toBeInTheDocument();
  });

  it('shows nothing for a quiet request', async () => {
    serve(() => json({ code: 'NOT_FOUND', errorArgs: [] }, 404));
    await failure(request('/service/x', { quiet: true }));
    serve(() => json({ code: 'BAD_REQUEST', errorArgs: [] }, 400));
    await failure(request('/service/y'));
    expect(await screen.findByText(errorMessage('BAD_REQUEST', 'zh-Hant'))).toBeInTheDocument();
    expect(screen.queryByText(errorMessage('NOT_FOUND', 'zh-Hant'))).not.toBeInTheDocument();
  });
});

describe('timeout and cancel', () => {
  it('fails with REQUEST_TIMEOUT after 60 seconds by default', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    serve(hang);
    const outcome = failure(request('/service/x', { quiet: true }));
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(LIMITS.requestTimeoutMs - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await outcome).code).toBe('REQUEST_TIMEOUT');
  });

  it('has no timeout for file transfer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    serve(hang);
    const controller = new AbortController();
    const outcome = failure(
      request('/service/file', { quiet: true, timeoutMs: null, signal: controller.signal }),
    );
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(10 * LIMITS.requestTimeoutMs);
    expect(settled).toBe(false);
    controller.abort();
    expect((await outcome).cancelled).toBe(true);
  });

  it('is cancelled by its signal, silently', async () => {
    serve(hang);
    const controller = new AbortController();
    const outcome = failure(request('/service/x', { signal: controller.signal }));
    controller.abort();
    const error = await outcome;
    expect(error.code).toBe('REQUEST_CANCELLED');
    expect(error.cancelled).toBe(true);
    // give a toast the chance to appear: none may
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const code of Object.values(WEB_ERROR_CODES)) {
      expect(errorText(code, 'zh-Hant')).not.toBe(code);
      expect(screen.queryByText(errorText(code, 'zh-Hant'))).not.toBeInTheDocument();
    }
  });
});

describe('withQuery', () => {
  it('appends to a path that already has a query', () => {
    expect(withQuery('/a?type=personal', { b: 1 })).toBe('/a?type=personal&b=1');
    expect(withQuery('/a', {})).toBe('/a');
  });
});
