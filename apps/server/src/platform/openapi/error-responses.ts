import { errorMessage, errorStatus, type ErrorCode } from '@vaga/contract';
import type { AuthLevel } from '../route-access.ts';

/** What the document tells of a route, beside its schemas: who may call it and its limit. */
export interface RouteFacts {
  auth: AuthLevel;
  rateLimited: boolean;
  /** Path, query or body parameters: VALIDATION_FAIL. */
  takesInput: boolean;
  /** Path parameters: NOT_FOUND, and URL_TOO_LONG past the longest one. */
  takesPathParams: boolean;
  /** A body (JSON or multipart): BODY_TOO_LARGE. */
  takesBody: boolean;
}

/**
 * The codes every route of its kind can answer, whatever it does. Any request can be refused
 * before it reaches a route: a malformed address or body, headers too large, or not arrived whole
 * in time (client-errors.ts).
 */
export function routeErrorCodes(facts: RouteFacts): ErrorCode[] {
  const codes: ErrorCode[] = ['BAD_REQUEST', 'HEADERS_TOO_LARGE', 'REQUEST_TIMEOUT'];
  // A path value that names nothing, or an address that then matches no route.
  if (facts.takesPathParams) codes.push('NOT_FOUND', 'URL_TOO_LONG');
  if (facts.takesInput || facts.takesBody) codes.push('VALIDATION_FAIL');
  if (facts.takesBody) codes.push('BODY_TOO_LARGE');
  if (facts.auth !== 'public') codes.push('Unauthorized');
  if (facts.auth !== 'public' && facts.auth !== 'account') codes.push('FORBIDDEN_ROLE');
  if (facts.auth === 'resident') codes.push('BE_NOT_RESIDENT', 'BE_IDENTITY_DOC_EXPIRED');
  if (facts.rateLimited) codes.push('TOO_MANY_REQUESTS');
  return codes;
}

/** The catalogue's error body (the same for every code). */
export const ERROR_BODY_SCHEMA_NAME = 'ErrorBody';
export const errorBodyComponent = {
  type: 'object',
  description:
    'Every error answer: a code of the error catalogue and the arguments of its message ' +
    '(`{0}`, `{1}` … in the texts of the catalogue).',
  required: ['code', 'errorArgs'],
  properties: {
    code: { type: 'string' },
    errorArgs: { type: 'array', items: { oneOf: [{ type: 'string' }, { type: 'number' }] } },
  },
  additionalProperties: false,
} as const;

/**
 * The error answers of an operation, one per status: the catalogue's body with `code` limited to
 * the codes that status can carry, each listed with its English message.
 */
export function errorResponses(codes: readonly ErrorCode[]): Record<string, unknown> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) {
    const status = errorStatus(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, unknown> = {};
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: list.map((code) => `\`${code}\`: ${errorMessage(code, 'en')}`).join('\n\n'),
      content: {
        'application/json': {
          schema: {
            allOf: [
              { $ref: `#/components/schemas/${ERROR_BODY_SCHEMA_NAME}` },
              { type: 'object', properties: { code: { type: 'string', enum: list } } },
            ],
          },
        },
      },
    };
  }
  return responses;
}
