import { ResumeView } from '@/features/profile/ui/resume-view.tsx';
import { PreviewResumePage } from '../../features/jobmatches/booking/pages/preview-resume-page.tsx';

/** The booking routes (spec §2 `/job-service/*`), loaded together when one is first visited. */
export { MakeAppointmentPage } from '../../features/jobmatches/booking/pages/make-appointment-page.tsx';
export { SendAppointmentPage } from '../../features/jobmatches/booking/pages/send-appointment-page.tsx';
export { AccessoryListPage } from '../../features/jobmatches/booking/pages/accessory-list-page.tsx';

/** The resume preview, shown with the resume display of the profile feature. */
export function PreviewResumeRoute() {
  return <PreviewResumePage renderResume={(profile) => <ResumeView data={profile} />} />;
}
