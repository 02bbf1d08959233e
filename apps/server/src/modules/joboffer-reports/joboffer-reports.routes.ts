import { CONSOLE_REPORT_ENDPOINTS as E, JOBOFFER_REPORT_ENDPOINTS as REPORT } from '@vaga/contract';
import { requireAccount } from '../../platform/auth-guard.ts';
import { route } from '../../platform/endpoint-route.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import type { App } from '../../platform/types.ts';

/** Reports of vacancies: seekers and visitors report; staff keep or remove the vacancy. */
export async function jobOfferReportsRoutes(app: App): Promise<void> {
  const service = () => app.services.jobOfferReports;

  // Visitors too; employer and staff accounts are refused by the service.
  route(app, REPORT.jobOfferReports, async (request) =>
    service().report(request.account, request.ip, request.params.id, request.body),
  );

  route(app, E.consoleReports, async (request) =>
    service().queue(requireAccount(request), request.query, requestLanguage(request)),
  );

  route(app, E.consoleReport, async (request) =>
    service().detail(requireAccount(request), request.params.id, requestLanguage(request)),
  );

  route(app, E.consoleReportDismiss, async (request, reply) => {
    await service().dismiss(requireAccount(request), request.params.id);
    return reply.status(204).send(null);
  });

  route(app, E.consoleJobOfferRemove, async (request, reply) => {
    await service().remove(requireAccount(request), request.params.id, request.body.reason);
    return reply.status(204).send(null);
  });
}
