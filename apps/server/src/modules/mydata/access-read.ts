import type { FastifyRequest } from 'fastify';
import type { AccessRecordKind } from '@vaga/contract';
import { requireAccount } from '../../platform/auth-guard.ts';

/**
 * Records, in the request that serves it, a console read of a seeker's personal data ("who
 * looked"): called by the console routes of other modules once the record is found and
 * the caller may read it, before the answer is sent. A failure to record fails the read.
 */
export function recordRead(
  request: FastifyRequest,
  read: { seekerAccountId: number; recordKind: AccessRecordKind; recordId: string | number },
): Promise<void> {
  return request.server.services.accessLog.record({
    ...read,
    viewer: requireAccount(request),
    clientAddress: request.ip,
  });
}
