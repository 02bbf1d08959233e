/** The resume routes (spec §2 `/cv`, `/cv-form/*`), loaded together when one is first visited. */
export { CvPage } from './cv-page.tsx';
export { CvFormPage, UpdateProfilePage } from '../../features/profile/pages/cv-form-page.tsx';
export { UpdateAlonePage } from '../../features/profile/pages/update-alone-page.tsx';
export { CvFormResultPage } from '../../features/profile/pages/cv-form-result-page.tsx';
