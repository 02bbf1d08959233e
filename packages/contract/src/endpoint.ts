import type { z } from 'zod';
import type { ErrorCode } from './errors.ts';

/**
 * Who may call an endpoint (the server refuses everyone else before the handler runs):
 * - public: anyone; a valid token still names the caller;
 * - account: any logged-in account, whatever its type (the session's own endpoints);
 * - user: a logged-in seeker (a `personal` account);
 * - resident: a seeker holding a valid type 14/15 document;
 * - employer: an employer's account; staff: a staff account; console: either of them.
 * Seeker levels refuse employer and staff accounts, console levels refuse seekers, and
 * `staff` refuses employers, all with 403 `FORBIDDEN_ROLE`.
 */
export const ACCESS_LEVELS = [
  'public',
  'account',
  'user',
  'resident',
  'employer',
  'staff',
  'console',
] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** What a success answers when it is not a JSON document of `response`. */
export type AnswerKind = 'json' | 'file' | 'redirect' | 'html' | 'text';

/**
 * One endpoint of the API, declared once beside its domain's schemas. The server registers its
 * route from it (validation, serialization, access, the OpenAPI operation); the web calls it with
 * `call(endpoint, input)`, typed from it.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  /** Fastify's form: `:name` parameters. */
  readonly path: string;
  readonly access: Access;
  /** Stable once published: clients generated from the OpenAPI document name their calls by it. */
  readonly operationId: string;
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The JSON answer; absent when `answers` is not `json`. */
  readonly response?: z.ZodType;
  /** The success status (200 unless said; 204 answers nothing). */
  readonly status?: 200 | 201 | 204;
  /** What a success answers (`json` unless said). */
  readonly answers?: AnswerKind;
  /**
   * The business error codes it can answer. The codes every endpoint of its kind can answer
   * (validation, login, role, residency, body size, rate limit) are added from its access and
   * inputs where the document is written.
   */
  readonly errors?: readonly ErrorCode[];
  /** The body is a file (multipart form data, or raw bytes), not JSON. */
  readonly upload?: true;
  /** The OpenAPI document's groups. */
  readonly tags?: readonly string[];
}

/** Declares an endpoint: the object as written, its literal types kept for the callers. */
export function endpoint<const E extends Endpoint>(declaration: E): E {
  return declaration;
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/**
 * What a success answers, as its caller reads it: a JSON document, or text. A file's bytes are
 * the caller's platform's type (the web reads a Blob), so they are `unknown` here.
 */
export type EndpointResponse<E extends Endpoint> = E extends { status: 204 }
  ? null
  : E extends { answers: 'file' }
    ? unknown
    : E extends { answers: 'text' | 'html' }
      ? string
      : E extends { response: infer R }
        ? Output<R>
        : unknown;

/** What a handler returns: the JSON answer the server serializes, when the endpoint has one. */
export type EndpointAnswer<E extends Endpoint> = E extends { status: 204 }
  ? null | undefined
  : E extends { response: infer R }
    ? Output<R>
    : unknown;

/** What the handler reads, once validated. */
export interface EndpointRequest<E extends Endpoint> {
  Params: Output<E['params']>;
  Querystring: Output<E['query']>;
  Body: Output<E['body']>;
}

/** An object with no keys: what a call with every part optional may send. */
type Empty = Record<never, never>;

type Part<K extends string, S> = S extends z.ZodType
  ? Empty extends z.input<S>
    ? { readonly [P in K]?: z.input<S> }
    : { readonly [P in K]: z.input<S> }
  : { readonly [P in K]?: never };

/** What a caller sends: the path's parameters, the query and the body the endpoint declares. */
export type EndpointInput<E extends Endpoint> = Part<'params', E['params']> &
  Part<'query', E['query']> &
  (E extends { upload: true } ? { readonly body: unknown } : Part<'body', E['body']>);

/** Whether a call needs an input at all (every part optional). */
export type InputOptional<E extends Endpoint> = Empty extends EndpointInput<E> ? true : false;

/** Input<…> kept for a caller that builds a body before sending it. */
export type EndpointBody<E extends Endpoint> = Input<E['body']>;

/**
 * A domain's endpoints, by name, all in one group of the OpenAPI document (`tag`). Each entry
 * is an endpoint as `endpoint()` takes it; the name is how the code refers to it.
 */
export function endpoints<const T extends Record<string, Omit<Endpoint, 'tags'>>>(
  tag: string,
  table: T,
): { readonly [K in keyof T]: T[K] & { readonly tags: readonly [string] } } {
  const out: Record<string, Endpoint> = {};
  for (const [name, declaration] of Object.entries(table))
    out[name] = { ...declaration, tags: [tag] };
  return out as { readonly [K in keyof T]: T[K] & { readonly tags: readonly [string] } };
}
