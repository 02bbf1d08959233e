import { paths } from '@vaga/contract';
import type { Notice } from '../notifications/outbox-write.ts';

/** The job-seeking registration facts the notices name (a stored registration's columns). */
export interface JobSeekFacts {
  id: number;
  account_id: number;
  ent_no: string;
  /** The last valid day (Macao `YYYY-MM-DD`); null until approved. */
  valid_until: string | null;
}

/** How long before its last valid day a registration's holder is told it expires. */
export const JOBSEEK_EXPIRING_DAYS = 14;

/** The record screen of the registration (spec §2 `/record/details/{id}`). */
const recordLink = (s: JobSeekFacts) => paths.recordDetails(s.id);

function notice(
  s: JobSeekFacts,
  event: Notice['event'],
  key: string,
  params: Notice['params'] = {},
): Notice {
  return {
    to: { accountId: s.account_id },
    event,
    params: { entNo: s.ent_no, validUntil: s.valid_until, ...params },
    link: recordLink(s),
    key: `jobseek:${s.id}:${key}`,
  };
}

/** Staff approved the registration: valid until its last day. */
export const jobSeekApprovedNotice = (s: JobSeekFacts) => notice(s, 'jobseek.approved', 'approved');

/** Staff refused the registration, with the reason the seeker reads. */
export const jobSeekRefusedNotice = (s: JobSeekFacts, reason: string) =>
  notice(s, 'jobseek.refused', 'refused', { reason });

/**
 * Staff referred the seeker to vacancies (one referral: its matches' uids name it once, so a
 * second referral to other vacancies is a second notice).
 */
export const jobSeekReferredNotice = (s: JobSeekFacts, jobOfferIds: number[], referral: string) =>
  notice(s, 'jobseek.referred', `referred:${referral}`, {
    count: jobOfferIds.length,
    jobOfferIds: jobOfferIds.join(','),
  });

/** The registration's last valid day is within JOBSEEK_EXPIRING_DAYS: once per last day. */
export const jobSeekExpiringNotice = (s: JobSeekFacts) =>
  notice(s, 'jobseek.expiring', `expiring:${s.valid_until}`);

/** The registration is past its last valid day (persisted as expired). */
export const jobSeekExpiredNotice = (s: JobSeekFacts) => notice(s, 'jobseek.expired', 'expired');
