import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error.ts';

interface ValidationEntry {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

/**
 * For routes declared with `attachValidation`: a schema failure answers VALIDATION_FAIL with the
 * field path and the schema's message key (e.g. `body.mobileNum`, `validation.mobile`), so the
 * form shows the server's error next to its field in the user's language.
 */
export function assertValidRequest(request: FastifyRequest): void {
  const error = request.validationError as
    (Error & { validation?: ValidationEntry[]; validationContext?: string }) | undefined;
  if (!error) return;
  const first = error.validation?.[0];
  const issuePath = first?.params?.issue?.path;
  const parts = issuePath?.length
    ? issuePath.map(String)
    : (first?.instancePath ?? '').split('/').filter(Boolean);
  const path = [error.validationContext ?? 'body', ...parts].join('.');
  const message = first?.params?.issue?.message ?? first?.message ?? '';
  throw new AppError(
    'VALIDATION_FAIL',
    message.startsWith('validation.') ? [path, message] : [path],
  );
}
