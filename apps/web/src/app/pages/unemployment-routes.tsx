/** The unemployment registration's routes (spec §2), loaded together when one is first visited. */
export { UnemployedInfoPage } from '../../features/unemployment/pages/unemployed-info-page.tsx';
export { UnemployedProcessPage } from '../../features/unemployment/pages/unemployed-process-page.tsx';
export { UnemployedResultPage } from '../../features/unemployment/pages/unemployed-result-page.tsx';
