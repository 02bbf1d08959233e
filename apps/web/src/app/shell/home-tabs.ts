/** The five tabs of the home shell, in order (spec §2). */
export const HOME_TABS = ['service', 'cv', 'interview', 'record', 'favorites'] as const;
export type HomeTab = (typeof HOME_TABS)[number];

/** The tab a path belongs to: its first segment when that is a tab. */
export function tabOfPath(pathname: string): HomeTab | null {
  const first = pathname.split('/')[1] ?? '';
  return (HOME_TABS as readonly string[]).includes(first) ? (first as HomeTab) : null;
}
