import { validationMessage } from '@vaga/contract';

/** A schema failure as Fastify reports it (the zod type provider puts the zod issue in params). */
export interface SchemaValidationError {
  validation?: {
    instancePath?: string;
    message?: string;
    params?: unknown;
  }[];
  validationContext?: string;
}

/**
 * The `errorArgs` of VALIDATION_FAIL for a schema failure: the path of the first failing field
 * (`querystring.page`, `body.items.3.id`) and, for a body field, the message key the form shows
 * next to it — the schema's own (`validation.mobile`), else `validation.invalid`. Query and path
 * parameters are not typed by a person: their path alone names the fault.
 */
export function validationFailArgs(
  error: SchemaValidationError,
  defaultContext = 'request',
): string[] {
  const context = error.validationContext ?? defaultContext;
  const first = error.validation?.[0];
  if (!first) return [context];
  const issue = (first.params as { issue?: { path?: PropertyKey[]; message?: string } } | undefined)
    ?.issue;
  const parts = issue?.path?.length
    ? issue.path.map(String)
    : (first.instancePath ?? '').split('/').filter(Boolean);
  const path = [context, ...parts].join('.');
  if (context !== 'body') return [path];
  const message = issue?.message ?? first.message ?? '';
  return [
    path,
    message.startsWith('validation.') ? message : validationMessage('validation.invalid'),
  ];
}
