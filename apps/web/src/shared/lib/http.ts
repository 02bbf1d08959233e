import {
  LIMITS,
  buildPath,
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  type InputOptional,
} from '@vaga/contract';
import { ApiError } from './api-error.ts';
import { showErrorToast } from './error-toast.ts';
import { currentApiLanguage } from './locale.ts';
import { clearToken, getToken, notifyUnauthorized, setToken } from './session.ts';
import { WEB_ERROR_CODES } from './web-errors.ts';

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly (string | number)[]>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  /** A JSON body, or FormData / Blob for file transfer. */
  body?: unknown;
  /** Cancels the request; a cancelled request fails with a silent ApiError. */
  signal?: AbortSignal;
  /** Milliseconds before the request fails; null for none (file transfer, spec §7). */
  timeoutMs?: number | null;
  responseType?: 'json' | 'blob';
  /** Do not show the failure as a toast: the caller handles it (e.g. "404 means none"). */
  quiet?: boolean;
  /** A 401 does not start the login again (the logout call, whose session may be gone). */
  noReauthenticate?: boolean;
  /** The request outlives the page (a draft saved as the page is hidden or closed). */
  keepalive?: boolean;
}

/** Builds `path?query`: empty values are left out, arrays repeat the key. */
export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

function isFileBody(body: unknown): boolean {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob)
  );
}

function requestHeaders(body: unknown): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  headers.set('Accept-Language', currentApiLanguage());
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined && !isFileBody(body)) headers.set('Content-Type', 'application/json');
  return headers;
}

/** Keeps the renewed token a response may carry (spec §7); a 401 ends the session. */
function followSession(response: Response): void {
  if (response.status === 401) {
    clearToken();
    return;
  }
  const renewed = response.headers.get('Authorization');
  if (renewed) {
    const token = renewed.replace(/^Bearer\s+/i, '').trim();
    if (token) setToken(token);
  }
}

function fallbackCode(status: number): string {
  if (status === 404) return 'NOT_FOUND';
  if (status === 401) return 'Unauthorized';
  return 'INTERNAL_SERVER_ERROR';
}

/** Reads the `{code, errorArgs}` envelope; anything else becomes a code chosen by status. */
async function failureOf(response: Response): Promise<ApiError> {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(await response.text());
  } catch {
    parsed = null;
  }
  if (
    parsed &&
    typeof parsed === 'object' &&
    typeof (parsed as { code?: unknown }).code === 'string'
  ) {
    const { code, errorArgs } = parsed as { code: string; errorArgs?: unknown };
    const args = Array.isArray(errorArgs)
      ? errorArgs.filter(
          (a): a is string | number => typeof a === 'string' || typeof a === 'number',
        )
      : [];
    return new ApiError(code, args, response.status);
  }
  return new ApiError(fallbackCode(response.status), [], response.status);
}

async function readBody<T>(response: Response, type: 'json' | 'blob'): Promise<T> {
  if (type === 'blob') return (await response.blob()) as T;
  const text = await response.text();
  if (text === '') return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError('INTERNAL_SERVER_ERROR', [], response.status);
  }
}

async function send<T>(path: string, options: RequestOptions): Promise<T> {
  const { method = 'GET', query, body, signal, responseType = 'json' } = options;
  const timeoutMs = options.timeoutMs === undefined ? LIMITS.requestTimeoutMs : options.timeoutMs;
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    timeoutMs === null
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs);
  const onAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  else signal?.addEventListener('abort', onAbort, { once: true });

  try {
    const response = await fetch(withQuery(path, query), {
      method,
      headers: requestHeaders(body),
      body:
        body === undefined
          ? undefined
          : isFileBody(body)
            ? (body as BodyInit)
            : JSON.stringify(body),
      signal: controller.signal,
      credentials: 'same-origin',
      keepalive: options.keepalive,
    });
    followSession(response);
    if (response.status === 401 && !options.noReauthenticate) notifyUnauthorized();
    if (!response.ok) throw await failureOf(response);
    return await readBody<T>(response, responseType);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw new ApiError(WEB_ERROR_CODES.timeout);
    if (signal?.aborted) throw new ApiError(WEB_ERROR_CODES.cancelled);
    throw new ApiError(WEB_ERROR_CODES.network);
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * Calls the API (spec §7): Accept-Language and the bearer token go with every request, a renewed
 * token is kept, 60 s timeout unless told otherwise, and every failure is an ApiError with a
 * catalogue code, shown as a toast unless `quiet` (cancelled requests are never shown).
 */
/**
 * On the server's renderer (entry-server.tsx), what answers the API's requests instead of the
 * network: the server's own services. Never set in the browser.
 */
export type ServerTransport = (path: string, options: RequestOptions) => Promise<unknown>;
let serverTransport: ServerTransport | undefined;

/**
 * Runs `start` with `transport` answering the requests it makes. Queries start their requests
 * synchronously, and `request` reads the transport before its first await, so each request is
 * tied to its render without tracking async context (which, once on, slows every promise of
 * the process). A request made later, outside `start`, finds none and fails: it never borrows
 * another render's transport.
 */
export function withServerTransport<T>(transport: ServerTransport, start: () => T): T {
  const outer = serverTransport;
  serverTransport = transport;
  try {
    return start();
  } finally {
    serverTransport = outer;
  }
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if (import.meta.env.SSR) {
    const transport = serverTransport;
    if (!transport) throw new Error(`No server transport for ${path}`);
    return (await transport(path, options)) as T;
  }
  try {
    return await send<T>(path, options);
  } catch (error) {
    if (!options.quiet) showErrorToast(error);
    throw error;
  }
}

/** What `call` takes beside the endpoint's input: how the request is made. */
export type CallOptions = Omit<RequestOptions, 'method' | 'query' | 'body'>;

/** What a call sends: the endpoint's input, a file upload's body as the browser holds it. */
export type CallInput<E extends Endpoint> = E extends { upload: true }
  ? Omit<EndpointInput<E>, 'body'> & { readonly body: FormData | Blob }
  : EndpointInput<E>;

/** What a call answers: the endpoint's response, a file as the browser holds it. */
export type CallAnswer<E extends Endpoint> = E extends { answers: 'file' }
  ? Blob
  : EndpointResponse<E>;

/**
 * Calls an endpoint of the contract: its path filled with `input.params`, its query and body
 * sent, its answer typed by the endpoint's response.
 */
export function call<E extends Endpoint>(
  endpoint: E,
  ...[input, options]: InputOptional<E> extends true
    ? [input?: CallInput<E>, options?: CallOptions]
    : [input: CallInput<E>, options?: CallOptions]
): Promise<CallAnswer<E>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Query;
    body?: unknown;
  };
  return request<CallAnswer<E>>(buildPath(endpoint.path, params), {
    ...options,
    method: endpoint.method as RequestOptions['method'],
    query,
    body,
  });
}
