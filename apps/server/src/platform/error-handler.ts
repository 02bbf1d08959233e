import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '@vaga/contract';
import { AppError } from './app-error.ts';
import { drainRefusedBody, sendBodyTooLarge } from './body-limit.ts';
import { validationFailArgs } from './validation-error.ts';

function send(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  errorArgs: (string | number)[] = [],
) {
  const body: ErrorBody = { code, errorArgs };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
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
    // A refused body may still be arriving: the answer goes out now, the rest is read and
    // dropped up to a bound (a client still sending could not read the answer otherwise).
    drainRefusedBody(request);
    if (error instanceof AppError) {
      // Every 503 of the catalogue (SERVER_BUSY, FILE_STORE_UNAVAILABLE) names its wait first.
      if (error.statusCode === 503) reply.header('retry-after', String(error.errorArgs[0] ?? 2));
      return send(reply, error.statusCode, error.code, error.errorArgs);
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return send(reply, 400, 'VALIDATION_FAIL', validationFailArgs(error));
    }
    if (error.statusCode === 413) {
      // A body over the route's own limit (or the app's), named in KB by the message.
      return sendBodyTooLarge(request, reply);
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
