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
