import { paths } from '@/shared/paths.ts';

/** The job-matching event whose vacancies a job-class list shows (spec §2 jobList eventId). */
export interface EventContext {
  eventId: number;
  eventName?: string;
}

/**
 * The address of the job list of a job class, or of one of its subcategories: the local list, or
 * that of an event.
 */
export function jobListHref(groupId: number, id?: number, event?: EventContext): string {
  return event
    ? paths.jobList({
        groupId,
        id,
        type: 'event',
        eventId: event.eventId,
        eventName: event.eventName,
      })
    : paths.jobList({ groupId, id, type: 'local' });
}
