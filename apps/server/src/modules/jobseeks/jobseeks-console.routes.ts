import { CONSOLE_JOBSEEK_ENDPOINTS as E } from '@vaga/contract';
import { requireAccount } from '../../platform/auth-guard.ts';
import { route } from '../../platform/endpoint-route.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import { recordRead } from '../mydata/access-read.ts';
import type { App } from '../../platform/types.ts';

/** The staff console's processing of job-seeking registrations. */
export async function jobSeeksConsoleRoutes(app: App): Promise<void> {
  const service = () => app.services.jobSeeksConsole;

  route(app, E.consoleJobSeeks, async (request) =>
    service().list(requireAccount(request), request.query, requestLanguage(request)),
  );

  route(app, E.consoleJobSeek, async (request) => {
    const { id } = request.params;
    const detail = await service().detail(requireAccount(request), id, requestLanguage(request));
    await recordRead(request, {
      seekerAccountId: detail.seekerAccountId,
      recordKind: 'jobSeek',
      recordId: id,
    });
    return detail;
  });

  route(app, E.consoleJobSeekApprove, async (request) => {
    const account = requireAccount(request);
    await service().approve(account, request.params.id, request.body);
    return service().detail(account, request.params.id, requestLanguage(request));
  });

  route(app, E.consoleJobSeekRefuse, async (request) => {
    const account = requireAccount(request);
    await service().refuse(account, request.params.id, request.body);
    return service().detail(account, request.params.id, requestLanguage(request));
  });

  route(app, E.consoleJobSeekRefer, async (request) =>
    service().refer(requireAccount(request), request.params.id, request.body),
  );

  route(app, E.consoleJobSeekClose, async (request) => {
    const account = requireAccount(request);
    await service().close(account, request.params.id, request.body);
    return service().detail(account, request.params.id, requestLanguage(request));
  });
}
