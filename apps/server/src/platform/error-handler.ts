import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '@vaga/contract';
import { AppError } from './app-error.ts';

function send(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  errorArgs: (string | number)[] = [],
) {
  const body: ErrorBody = { code, errorArgs };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** The path of the first failing field, e.g. `querystring.page` or `body.items.3.id`. */
function validationPath(error: FastifyError): string {
  const first = error.validation?.[0];
  const context = error.validationContext ?? 'request';
  if (!first) return context;
  const params = first.params as { issue?: { path?: PropertyKey[] } } | undefined;
  const issuePath = params?.issue?.path;
  const pathParts = issuePath?.length
    ? issuePath.map(String)
    : first.instancePath.split('/').filter(Boolean);
  return [context, ...pathParts].join('.');
}

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'Unauthorized',
  404: 'NOT_FOUND',
  415: 'BAD_REQUEST',
  429: 'TOO_MANY_REQUESTS',
};

/** Answers every failure as `{ code, errorArgs }` with the catalogue's status; never leaks internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return send(reply, error.statusCode, error.code, error.errorArgs);
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return send(reply, 400, 'VALIDATION_FAIL', [validationPath(error)]);
    }
    if (error.statusCode === 413) {
      // A body over the route's own limit (or the app's), named in KB by the message.
      const limit = request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 0;
      return send(reply, 413, 'BODY_TOO_LARGE', [Math.floor(limit / 1024)]);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = STATUS_CODES[status] ?? 'BAD_REQUEST';
      return send(reply, status === 415 ? 400 : status, code);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 'INTERNAL_SERVER_ERROR');
  });
}

export function sendNotFound(reply: FastifyReply) {
  return send(reply, 404, 'NOT_FOUND');
}
