import {
  CONSOLE_JOBMATCH_ENDPOINTS as E,
  CONSOLE_JOBOFFER_ENDPOINTS as JOBOFFERS,
} from '@vaga/contract';
import { requireAccount } from '../../platform/auth-guard.ts';
import { route } from '../../platform/endpoint-route.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import { recordRead } from '../mydata/access-read.ts';
import { sendFile } from '../../platform/send-file.ts';
import type { App } from '../../platform/types.ts';

/**
 * The console's side of interview matches (spec §7): employers for their own vacancies, staff
 * for every employer.
 */
export async function jobMatchesConsoleRoutes(app: App): Promise<void> {
  const service = () => app.services.jobMatchesConsole;

  route(app, E.consoleMatches, async (request) =>
    service().list(requireAccount(request), request.query, requestLanguage(request)),
  );

  route(app, E.consoleMatch, async (request) => {
    const { id } = request.params;
    const read = await service().read(requireAccount(request), id, requestLanguage(request));
    await recordRead(request, {
      seekerAccountId: read.seekerAccountId,
      recordKind: 'jobMatch',
      recordId: id,
    });
    return read.detail;
  });

  route(app, E.consoleMatchCv, async (request, reply) => {
    const { id } = request.params;
    const { file, content, seekerAccountId } = await service().cvFile(requireAccount(request), id);
    try {
      await recordRead(request, { seekerAccountId, recordKind: 'cvFile', recordId: id });
    } catch (err) {
      content.stream.destroy();
      throw err;
    }
    return sendFile(reply, file, content);
  });

  route(app, E.consoleMatchArrange, async (request) => {
    const account = requireAccount(request);
    await service().arrange(account, request.params.id, request.body);
    return service().detail(account, request.params.id, requestLanguage(request));
  });

  route(app, E.consoleMatchDecline, async (request) => {
    const account = requireAccount(request);
    await service().decline(account, request.params.id, request.body);
    return service().detail(account, request.params.id, requestLanguage(request));
  });

  route(app, E.consoleMatchChange, async (request) => {
    const account = requireAccount(request);
    await service().change(account, request.params.id, request.body);
    return service().detail(account, request.params.id, requestLanguage(request));
  });

  route(app, E.consoleMatchCancel, async (request) => {
    const account = requireAccount(request);
    await service().cancel(account, request.params.id, request.body);
    return service().detail(account, request.params.id, requestLanguage(request));
  });

  route(app, E.consoleMatchResult, async (request) => {
    const account = requireAccount(request);
    await service().recordResult(account, request.params.id, request.body);
    return service().detail(account, request.params.id, requestLanguage(request));
  });

  route(app, E.consoleMatchInvite, async (request) =>
    service().invite(requireAccount(request), request.body),
  );

  route(app, E.consoleSeekers, async (request) =>
    service().seekers(requireAccount(request), request.query, requestLanguage(request)),
  );

  route(app, E.consoleSeeker, async (request) => {
    const { id } = request.params;
    const resume = await service().seeker(requireAccount(request), id);
    await recordRead(request, { seekerAccountId: id, recordKind: 'resume', recordId: id });
    return resume;
  });

  route(app, JOBOFFERS.consoleJobOffers, async (request) =>
    service().jobOffers(requireAccount(request), request.query, requestLanguage(request)),
  );
}
