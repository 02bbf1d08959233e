import type { Profile } from '@vaga/contract';
import { ResumeView } from '@/features/profile/ui/resume-view.tsx';
import { ConsoleInvitePage } from '@/features/jobmatches/console/console-invite-page.tsx';
import { ConsoleMatchPage } from '@/features/jobmatches/console/console-match-page.tsx';
import { ConsoleMatchesPage } from '@/features/jobmatches/console/console-matches-page.tsx';

/** The console's interview pages: the list, one match (with the resume display) and invitations. */
const resume = (profile: Profile) => <ResumeView data={profile} audience="console" />;

export const EmployerMatchesPage = () => <ConsoleMatchesPage type="employer" />;
export const StaffMatchesPage = () => <ConsoleMatchesPage type="staff" />;
export const EmployerMatchPage = () => <ConsoleMatchPage type="employer" renderResume={resume} />;
export const StaffMatchPage = () => <ConsoleMatchPage type="staff" renderResume={resume} />;
export const EmployerInvitePage = () => <ConsoleInvitePage type="employer" />;
export const StaffInvitePage = () => <ConsoleInvitePage type="staff" />;
