import { RichText } from '../../features/jobmatches/components/rich-text.tsx';
import { ConsoleJobSeekPage } from '../../features/console/pages/console-jobseek-page.tsx';
import { ConsoleJobSeeksPage } from '../../features/console/pages/console-jobseeks-page.tsx';

/** The staff's registrations: the queue, and one registration with its remarks as rich text. */
const richText = (html: string) => <RichText html={html} />;

export const StaffJobSeeksPage = () => <ConsoleJobSeeksPage />;
export const StaffJobSeekPage = () => <ConsoleJobSeekPage renderRichText={richText} />;
