import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorStatus, type ErrorBody, type ErrorCode } from '@vaga/contract';

function body(code: ErrorCode): string {
  const error: ErrorBody = { code, errorArgs: [] };
  return JSON.stringify(error);
}

/**
 * Errors the router raises before any route runs (an undecodable path such as `/cvs/%ZZ`, a
 * path parameter over the router's length): answered as catalogue codes, never echoing the URL.
 */
export function frameworkErrors(
  error: { code?: string },
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const code: ErrorCode =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'URL_TOO_LONG' : 'BAD_REQUEST';
  void reply
    .status(errorStatus(code))
    .type('application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body(code));
}

function clientErrorCode(errorCode: string | undefined): ErrorCode {
  if (errorCode === 'HPE_HEADER_OVERFLOW') return 'HEADERS_TOO_LARGE';
  if (errorCode === 'ERR_HTTP_REQUEST_TIMEOUT') return 'REQUEST_TIMEOUT';
  return 'BAD_REQUEST';
}

/**
 * What Node answers itself, before Fastify sees a request (headers over the server's limit, a
 * request not received in time, a request line it cannot parse): the catalogue shape as well,
 * then the connection is closed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code = clientErrorCode(error.code);
  const status = errorStatus(code);
  const text = body(code);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
        'Connection: close\r\n' +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}
