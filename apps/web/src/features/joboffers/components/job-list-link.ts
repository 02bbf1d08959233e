/** The address of the local job list of a job class, or of one of its subcategories. */
export function jobListHref(groupId: number, id?: number): string {
  const query = new URLSearchParams({ groupId: String(groupId) });
  if (id !== undefined) query.set('id', String(id));
  query.set('type', 'local');
  return `/job-service/job-list?${query.toString()}`;
}
