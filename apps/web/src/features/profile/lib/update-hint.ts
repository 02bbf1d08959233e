import { STORAGE_KEYS } from '@vaga/contract';
import { readLocal, writeLocal } from '@/shared/lib/storage.ts';

/**
 * The dismissible "please review your resume" hint (update flag 1, spec §4) is remembered per
 * user: local storage keeps, for each user, the resume version (its update time) whose hint was
 * dismissed. A later resume that again needs review shows the hint again.
 */
type Dismissed = Record<string, string>;

function readDismissed(): Dismissed {
  try {
    const parsed: unknown = JSON.parse(readLocal(STORAGE_KEYS.dismissedHints) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Dismissed)
      : {};
  } catch {
    return {};
  }
}

const keyOf = (user: string) => `profileUpdate:${user}`;

export function isUpdateHintDismissed(user: string, version: string): boolean {
  return readDismissed()[keyOf(user)] === version;
}

export function dismissUpdateHint(user: string, version: string): void {
  writeLocal(
    STORAGE_KEYS.dismissedHints,
    JSON.stringify({ ...readDismissed(), [keyOf(user)]: version }),
  );
}
