import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { ApiLanguage, ConsoleJobSeekMatchSchema } from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import { bookingRefusal } from './jobmatch-booking.ts';
import { statusDesc } from './jobmatch-labels.ts';
import { effectiveStatus } from './jobmatch-status.ts';
import type { JobMatchReferralRepository } from './jobmatches-referral.repository.ts';
import type { JobMatchRow, NewMatchFacts, Trx } from './jobmatches-shared.repository.ts';
import type { JobOfferLookup } from './jobmatches.service.ts';

type ConsoleJobSeekMatch = z.infer<typeof ConsoleJobSeekMatchSchema>;

/** What a referral asks: the seeker, the registration, the vacancies, who refers, the note. */
export interface ReferralRequest {
  accountId: number;
  jobSeekId: number;
  /** The staff account referring (null: the demo seed). */
  staffAccountId: number | null;
  jobOfferIds: number[];
  content: string;
}

/**
 * Interview matches made by staff referrals of the job-seeking registration: each vacancy
 * becomes a request (status requested, waiting for the employer) with origin 'referral', under
 * the booking rules of spec §5 (a valid vacancy outside any event, one match per vacancy, the
 * seeker's 10 active, the vacancy's cap), all of them or none. The registration stands for the
 * CV: a vacancy asking for one is referred without it. Employers then arrange or decline them
 * as any request.
 */
export class JobMatchReferralService {
  constructor(
    private readonly repository: PublicMembers<JobMatchReferralRepository>,
    private readonly deps: { clock: Clock },
    private readonly jobOffers: () => JobOfferLookup,
  ) {}

  /** `after` runs inside the referral's transaction with its matches (the notices' outbox). */
  async refer(
    request: ReferralRequest,
    after?: (trx: Trx, matches: JobMatchRow[]) => Promise<void>,
  ): Promise<{ jobOfferId: number; jobMatchUid: string }[]> {
    const states = await this.jobOffers().states(request.jobOfferIds);
    for (const id of request.jobOfferIds) {
      if (states.get(id) !== 'VALID') throw new AppError('BE_JOBOFFER_INVALID', [id]);
    }
    const vacancies = request.jobOfferIds.map((jobOfferId) => ({ jobOfferId, uid: randomUUID() }));
    const made = vacancies.map((v) => ({ jobOfferId: v.jobOfferId, jobMatchUid: v.uid }));
    const decide = (facts: NewMatchFacts, jobOfferId: number) => {
      const vacancy = facts.vacancy && { ...facts.vacancy, needCv: 0 };
      const refusal = bookingRefusal(
        { ...facts, vacancy },
        { jobOfferId, cvUid: null, ownCv: true },
        'console',
      );
      if (refusal) throw refusal;
    };
    await this.repository.refer(
      {
        accountId: request.accountId,
        jobSeekId: request.jobSeekId,
        staffAccountId: request.staffAccountId,
        content: request.content,
        vacancies,
      },
      this.deps.clock.now().toISOString(),
      decide,
      after,
    );
    return made;
  }

  /** jobMatchCount: the matches of each registration (0 when none). */
  async countByJobSeek(jobSeekIds: readonly number[]): Promise<Map<number, number>> {
    return this.repository.countByJobSeek(jobSeekIds);
  }

  /** The matches of a registration as staff see them, oldest first. */
  async matchesOf(jobSeekId: number, lang: ApiLanguage): Promise<ConsoleJobSeekMatch[]> {
    const rows = await this.repository.byJobSeek(jobSeekId);
    const ids = [...new Set(rows.map((r) => r.job_offer_id))];
    const details = await this.jobOffers().detailsIncludingRemoved(ids, lang);
    const byId = new Map(details.map((d) => [d.id, d]));
    const now = this.deps.clock.now();
    return rows.map((row) => ({
      jobMatchUid: row.uid,
      jobOfferId: row.job_offer_id,
      jobOfferTitle: byId.get(row.job_offer_id)?.jobOfferTitle ?? '',
      employerName: byId.get(row.job_offer_id)?.companyName ?? '',
      typeJobMatchStatusDesc: statusDesc(
        effectiveStatus(row.status, row.reply_due_at, now),
        lang,
        'console',
      ),
    }));
  }

  /** The titles of vacancies in a language, by id (for the registration's history). */
  async titles(jobOfferIds: number[], lang: ApiLanguage): Promise<Map<number, string>> {
    if (jobOfferIds.length === 0) return new Map();
    const details = await this.jobOffers().detailsIncludingRemoved([...new Set(jobOfferIds)], lang);
    return new Map(details.map((d) => [d.id, d.jobOfferTitle]));
  }
}
