import { STATISTICS_ENDPOINTS as E } from '@vaga/contract';
import { requireAccount } from '../../platform/auth-guard.ts';
import { route } from '../../platform/endpoint-route.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import type { App } from '../../platform/types.ts';

/** The statistics: staff's across the service, an employer's of its own vacancies. */
export async function statisticsRoutes(app: App): Promise<void> {
  const service = () => app.services.statistics;

  route(app, E.staffStatistics, async (request) =>
    service().staff(request.query, requestLanguage(request)),
  );

  route(app, E.employerStatistics, async (request) =>
    service().employer(requireAccount(request), requestLanguage(request)),
  );
}
