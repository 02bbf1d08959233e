/** The test languages' files and converter (pseudo-locale-files.ts), when a page opens in one. */
export const pseudoFiles = () => import('./pseudo-locale-files.ts');
