import { vi } from 'vitest';

/** One request the app made: method, path, query and parsed JSON body. */
export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  signal: AbortSignal | null;
}

type Answer = Response | Promise<Response>;
type Handler = (call: Call) => Answer;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function apiError(code: string, status: number, errorArgs: unknown[] = []): Response {
  return json({ code, errorArgs }, status);
}

/** A promise settled by the test; also rejects like fetch when the request's signal aborts. */
export function pending(call: Call) {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((ok, fail) => {
    resolve = ok;
    call.signal?.addEventListener('abort', () => fail(new DOMException('Aborted', 'AbortError')));
  });
  return { promise, resolve };
}

/**
 * Stands in for the server: `fetch` answers from handlers keyed `METHOD /path` (the path without
 * the query). An unexpected call fails the test with a 404 the app shows as NOT_FOUND.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetch = vi.fn((input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    const call: Call = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      signal: init.signal ?? null,
    };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    return Promise.resolve(handler ? handler(call) : apiError('NOT_FOUND', 404));
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    /** The calls to one endpoint, in order. */
    to: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
}

/** A page of a list as the server answers it: its `content` and `totalElements` (all of it unless told). */
export function page(content: unknown[], totalElements = content.length): Response {
  return json({ content, totalElements });
}

/**
 * The handlers of a record that an action changes: `GET path` answers `before` until `POST action`
 * is called, and `after` from then on; the action answers `answer` (an empty object unless told).
 */
export function changedBy(
  path: string,
  action: string,
  { before, after, answer = {} }: { before: unknown; after: unknown; answer?: unknown },
): Record<string, Handler> {
  let done = false;
  return {
    [`GET ${path}`]: () => json(done ? after : before),
    [`POST ${action}`]: () => {
      done = true;
      return json(answer);
    },
  };
}

/** A handler that fails (500) on its first call and answers with `answer` from then on. */
export function failingOnce<A extends Answer>(
  answer: (call: Call) => A,
): (call: Call) => A | Response {
  let calls = 0;
  return (call) => (calls++ === 0 ? apiError('INTERNAL_SERVER_ERROR', 500) : answer(call));
}
