import { paths } from '@/shared/paths.ts';

/** The address of the local job list of a job class, or of one of its subcategories. */
export function jobListHref(groupId: number, id?: number): string {
  return paths.jobList({ groupId, id, type: 'local' });
}
