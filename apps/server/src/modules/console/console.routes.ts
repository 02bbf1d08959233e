import { CONSOLE_ENDPOINTS as E } from '@vaga/contract';
import { requireAccount } from '../../platform/auth-guard.ts';
import { route } from '../../platform/endpoint-route.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import type { App } from '../../platform/types.ts';

/**
 * The employer and staff console's own endpoints: who is using it (console level: employer or
 * staff accounts) and each console's home (its own account type only).
 */
export async function consoleRoutes(app: App): Promise<void> {
  const service = () => app.services.console;

  route(app, E.consoleMe, async (request) =>
    service().me(requireAccount(request), requestLanguage(request)),
  );

  // The homes: each console its own route, so the other account type is refused before any count.
  route(app, E.consoleStaffHome, async (request) => service().staffHome(requireAccount(request)));

  route(app, E.consoleEmployerHome, async (request) =>
    service().employerHome(requireAccount(request)),
  );
}
