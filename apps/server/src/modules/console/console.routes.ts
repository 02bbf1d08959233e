import { ConsoleMeSchema, PATHS } from '@vaga/contract';
import { requireAccount } from '../../platform/auth-guard.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import type { App } from '../../platform/types.ts';

const tags = ['console'];
const security = [{ bearer: [] }];

/** The employer and staff console's own endpoints (console level: employer or staff accounts). */
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
}
