/**
 * The change-feed topic of vacancies (platform/change-feed.ts): bumped by every write that
 * changes which vacancies are listed or found — indexing, the removal sweep, a withdrawal.
 */
export const JOB_OFFERS_TOPIC = 'joboffers';
