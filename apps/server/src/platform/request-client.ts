import type { FastifyRequest } from 'fastify';

/**
 * Who is asking, for counts and caps kept per client (hot searches, the compute gate): the
 * account when logged in, else the client's address (behind trusted proxies only, see config).
 */
export function requestClient(request: FastifyRequest): string {
  return request.account ? `account:${request.account.id}` : `ip:${request.ip}`;
}
