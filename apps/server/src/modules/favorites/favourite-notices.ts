import { paths } from '@vaga/contract';
import type { Notice } from '../notifications/outbox-write.ts';

/** How long before a saved vacancy expires its saver is told. */
export const FAVOURITE_EXPIRING_DAYS = 3;

/** The vacancy's screen (as job alerts link it). */
const vacancyLink = (jobOfferId: number) => paths.makeAppointment(jobOfferId);

/** A saved vacancy expires at `expiresAt`: once per favourite and publication. */
export const favouriteExpiringNotice = (
  accountId: number,
  jobOfferId: number,
  expiresAt: string,
): Notice => ({
  to: { accountId },
  event: 'favourite.expiring',
  params: { jobOfferId, expiresAt },
  link: vacancyLink(jobOfferId),
  key: `favourite:${jobOfferId}:expiring:${expiresAt}`,
});
