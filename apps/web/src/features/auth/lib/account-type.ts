import type { AccountType } from '@vaga/contract';
import { consoleHomePath } from '@/shared/paths.ts';

/** The account types that use a console instead of the job-seeking service. */
export const CONSOLE_TYPES = ['employer', 'staff'] as const;
export type ConsoleType = (typeof CONSOLE_TYPES)[number];

export function isConsoleType(type: AccountType): type is ConsoleType {
  return (CONSOLE_TYPES as readonly string[]).includes(type);
}

/** The home of a console: `/employer` or `/staff`. */
export function consoleHome(type: ConsoleType): string {
  return consoleHomePath(type);
}

/** The console a path belongs to (`/employer/…`, `/staff?…`), or null for the seeker app. */
export function consoleTypeOfPath(path: string): ConsoleType | null {
  const first = path.split(/[/?#]/)[1] ?? '';
  return (CONSOLE_TYPES as readonly string[]).includes(first) ? (first as ConsoleType) : null;
}

/** The account type a login started for `target` asks for: its console's, else a seeker's. */
export function loginTypeFor(target: string): AccountType {
  return consoleTypeOfPath(target) ?? 'personal';
}

/**
 * Where a finished login lands: a console account in its own console (the page it asked for
 * when that page is in its console, else the console's home); a seeker where the login started.
 */
export function landingFor(type: AccountType, target: string): string {
  if (!isConsoleType(type)) return target;
  return consoleTypeOfPath(target) === type ? target : consoleHome(type);
}
