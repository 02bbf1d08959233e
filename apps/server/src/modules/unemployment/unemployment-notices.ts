import { ROUTES } from '@vaga/contract';
import type { Notice } from '../notifications/outbox-write.ts';

/** The unemployment registration facts the notices name (a stored registration's columns). */
export interface UnemploymentFacts {
  id: number;
  account_id: number;
  reference_no: string | null;
}

/** How long before a draft is deleted its holder is told. */
export const DRAFT_WARNING_DAYS = 3;

/** Where a registration is followed (spec §2): its state, requests and decision. */
const INFO_LINK = ROUTES.unemployedInfo;
const RESULT_LINK = ROUTES.unemployedResult;

function notice(
  r: UnemploymentFacts,
  event: Notice['event'],
  key: string,
  link: string,
  params: Notice['params'] = {},
): Notice {
  return {
    to: { accountId: r.account_id },
    event,
    params: { referenceNo: r.reference_no, ...params },
    link,
    key: `unemployment:${r.id}:${key}`,
  };
}

/** Staff asked for supplementary documents (once per request: its instant names it). */
export const supplementNotice = (r: UnemploymentFacts, requestedAt: string, request: string) =>
  notice(r, 'unemployment.supplement', `supplement:${requestedAt}`, INFO_LINK, { request });

export const unemploymentApprovedNotice = (r: UnemploymentFacts) =>
  notice(r, 'unemployment.approved', 'approved', RESULT_LINK);

export const unemploymentRefusedNotice = (r: UnemploymentFacts, reason: string) =>
  notice(r, 'unemployment.refused', 'refused', RESULT_LINK, { reason });

/**
 * A draft will be deleted at `deleteAt` (draftDays after its last change): told once per last
 * change, so a draft changed again and left again is told again before its new date.
 */
export const draftExpiringNotice = (r: UnemploymentFacts, updatedAt: string, deleteAt: string) =>
  notice(r, 'unemployment.draftExpiring', `draft-expiring:${updatedAt}`, INFO_LINK, { deleteAt });
