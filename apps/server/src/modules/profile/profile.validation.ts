import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error.ts';
import { validationFailArgs, type SchemaValidationError } from '../../platform/validation-error.ts';

/**
 * For routes declared with `attachValidation`: a schema failure answers VALIDATION_FAIL with the
 * field path and the schema's message key (e.g. `body.mobileNum`, `validation.mobile`), so the
 * form shows the server's error next to its field in the user's language.
 */
export function assertValidRequest(request: FastifyRequest): void {
  const error = request.validationError as (Error & SchemaValidationError) | undefined;
  if (!error) return;
  throw new AppError('VALIDATION_FAIL', validationFailArgs(error, 'body'));
}
