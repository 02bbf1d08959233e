import { WEB_ERROR_CODES } from './web-errors.ts';

/** A failed call: the catalogue code and its arguments, as the server's error envelope gives them. */
export class ApiError extends Error {
  readonly code: string;
  readonly errorArgs: (string | number)[];
  /** HTTP status; 0 when no answer arrived (network failure, timeout, cancel). */
  readonly status: number;

  constructor(code: string, errorArgs: (string | number)[] = [], status = 0) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.errorArgs = errorArgs;
    this.status = status;
  }

  /** Cancelled by the app or the person (spec §8: cancel and close are ignored). */
  get cancelled(): boolean {
    return this.code === WEB_ERROR_CODES.cancelled;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * A failure as the app's own ApiError: one already is; one that names a code (the server's own
 * error while it renders a page, or a failure a server-rendered page hands over as JSON) keeps its
 * code, arguments and HTTP status; anything else is a service error.
 */
export function apiErrorOf(error: unknown): ApiError {
  if (isApiError(error)) return error;
  const failure = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    errorArgs?: unknown;
    status?: unknown;
    statusCode?: unknown;
  };
  if (typeof failure.code !== 'string') return new ApiError('INTERNAL_SERVER_ERROR', [], 500);
  const args = Array.isArray(failure.errorArgs)
    ? failure.errorArgs.filter(
        (a): a is string | number => typeof a === 'string' || typeof a === 'number',
      )
    : [];
  const given = [failure.status, failure.statusCode].find(
    (s): s is number => typeof s === 'number' && s >= 400,
  );
  return new ApiError(failure.code, args, given ?? 500);
}
