import type { UserGateLevel } from '../../features/auth/lib/identity.ts';

/** What the route table says about a route, read by the shell. */
export interface RouteHandle {
  /** Key of the title in the common namespace (routes.*). */
  titleKey: string;
  /** The route needs a logged-in user (spec §2 "auth"). */
  auth?: boolean;
  /** The top bar's left button closes the app (with confirmation) instead of going back. */
  closes?: boolean;
  /** Which kinds of user of spec §6 may see the page (the others see a panel; see UserGate). */
  gate?: UserGateLevel;
}
