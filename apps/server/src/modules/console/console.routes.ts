import { ConsoleMeSchema, EmployerHomeSchema, PATHS, StaffHomeSchema } from '@vaga/contract';
import { requireAccount } from '../../platform/auth-guard.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import type { App } from '../../platform/types.ts';

const tags = ['console'];
const security = [{ bearer: [] }];

/**
 * The employer and staff console's own endpoints: who is using it (console level: employer or
 * staff accounts) and each console's home (its own account type only).
 */
export async function consoleRoutes(app: App): Promise<void> {
  const service = () => app.services.console;

  app.get(
    PATHS.consoleMe,
    {
      config: { auth: 'console' },
      schema: { tags, security, response: { 200: ConsoleMeSchema } },
    },
    async (request) => service().me(requireAccount(request), requestLanguage(request)),
  );

  // The homes: each console its own route, so the other account type is refused before any count.
  app.get(
    PATHS.consoleStaffHome,
    {
      config: { auth: 'staff' },
      schema: { tags, security, response: { 200: StaffHomeSchema } },
    },
    async (request) => service().staffHome(requireAccount(request)),
  );

  app.get(
    PATHS.consoleEmployerHome,
    {
      config: { auth: 'employer' },
      schema: { tags, security, response: { 200: EmployerHomeSchema } },
    },
    async (request) => service().employerHome(requireAccount(request)),
  );
}
