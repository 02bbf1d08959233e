import type { ConsoleKind } from '../components/console-refusal.tsx';

/**
 * Addresses of the console's interview pages: the employer's section is `interviews`, the staff's
 * `matches`; both hold the list, one match and the invitation form.
 */
export const MATCH_SECTION: Record<ConsoleKind, string> = {
  employer: 'interviews',
  staff: 'matches',
};

export function matchesPath(type: ConsoleKind, search = ''): string {
  return `/${type}/${MATCH_SECTION[type]}${search ? `?${search}` : ''}`;
}

export function matchPath(type: ConsoleKind, id: string): string {
  return `/${type}/${MATCH_SECTION[type]}/${encodeURIComponent(id)}`;
}

export function invitePath(type: ConsoleKind): string {
  return `/${type}/${MATCH_SECTION[type]}/invite`;
}

/** The staff's registrations: the queue (by state) and one registration. */
export function registrationsPath(search = ''): string {
  return `/staff/registrations${search ? `?${search}` : ''}`;
}

export function registrationPath(id: number | string): string {
  return `/staff/registrations/${encodeURIComponent(String(id))}`;
}

/** The staff's unemployment registrations: the queue (by state) and one registration. */
export function unemploymentsPath(search = ''): string {
  return `/staff/unemployment${search ? `?${search}` : ''}`;
}

export function unemploymentPath(id: number | string): string {
  return `/staff/unemployment/${encodeURIComponent(String(id))}`;
}
