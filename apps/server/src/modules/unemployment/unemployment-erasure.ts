import { ROUTES, UNEMPLOYMENT_STATES, type ApiLanguage, type OpenItem } from '@vaga/contract';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { UnemploymentRepository } from './unemployment.repository.ts';

/**
 * A seeker's unemployment registration in an erasure (decisions: "Erasure never strands
 * anyone"): one still open (a draft, under review, awaiting supplements) is an open item the
 * erasure keeps: staff go on deciding it, it needs no resume, and a withdrawal could cost the
 * person the benefit. Its page stays reachable after the erasure.
 */
export class UnemploymentErasure {
  constructor(private readonly repository: Pick<PublicMembers<UnemploymentRepository>, 'open'>) {}

  async openItems(accountId: number, _lang: ApiLanguage): Promise<OpenItem[]> {
    const row = await this.repository.open(accountId);
    if (!row) return [];
    return [
      {
        kind: 'unemployment',
        id: row.reference_no ?? String(row.id),
        title: row.reference_no ?? '',
        at: row.submitted_at,
        link:
          row.state === UNEMPLOYMENT_STATES.draft
            ? ROUTES.unemployedInfo
            : ROUTES.unemployedProcess,
        onErasure: 'kept',
      },
    ];
  }

  /** Nothing is withdrawn: the registration is kept as it is. */
  async withdraw(_accountId: number, _lang: ApiLanguage): Promise<OpenItem[]> {
    return [];
  }
}
