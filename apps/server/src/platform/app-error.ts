import { errorStatus, type ErrorCode } from '@vaga/contract';

/** A failure the client can understand: a catalogue code, its arguments and its HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errorArgs: (string | number)[];
  readonly statusCode: number;

  constructor(code: ErrorCode, errorArgs: (string | number)[] = [], statusCode?: number) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.errorArgs = errorArgs;
    this.statusCode = statusCode ?? errorStatus(code);
  }
}
