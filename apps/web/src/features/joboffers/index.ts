/** What other domains may use of the vacancies: the staff's keyword search over open vacancies. */
export { useReferralOffers } from './api/search-referral-offers.ts';
