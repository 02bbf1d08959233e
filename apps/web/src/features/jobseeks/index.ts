/** What other domains may use of the job-seeking registration: its one view of the choices. */
export { RegistrationLabels } from './ui/registration-view.tsx';
