import { paths } from '@/shared/paths.ts';

/**
 * The `goTo` query of `/cv-form/update-*` (spec §2): where to return after saving. `-1` means
 * "back"; otherwise a path of this app. Anything else (another site, a broken value) returns to
 * the resume tab.
 */
export type GoTo = { kind: 'back' } | { kind: 'path'; path: string };

export const RESUME_TAB_PATH = paths.cvTab(0);

export function parseGoTo(value: string | null): GoTo {
  if (value === '-1') return { kind: 'back' };
  if (value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')) {
    return { kind: 'path', path: value };
  }
  return { kind: 'path', path: RESUME_TAB_PATH };
}

/** The address of a section's update page that comes back to `goTo`. */
export function updateAlonePath(section: string, goTo: string): string {
  return paths.updateAlone(section, goTo);
}
