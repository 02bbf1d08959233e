/** What other domains may use of my data: the staff's view of who looked at a seeker's data. */
export { SeekerAccessLog } from './console/seeker-access-log.tsx';
