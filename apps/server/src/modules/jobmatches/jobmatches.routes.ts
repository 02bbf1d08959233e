import { JOBMATCH_ENDPOINTS as E } from '@vaga/contract';
import { requireAccount } from '../../platform/auth-guard.ts';
import { route } from '../../platform/endpoint-route.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import type { App } from '../../platform/types.ts';

/** A seeker's interview matches (spec §7 Interview matches). */
export async function jobMatchesRoutes(app: App): Promise<void> {
  const service = () => app.services.jobMatches;

  route(app, E.jobmatchApplyJob, async (request) => {
    const account = requireAccount(request);
    return service().apply({ id: account.id, age: account.age }, request.body);
  });

  route(app, E.jobmatches, async (request) =>
    service().list(requireAccount(request).id, request.query, requestLanguage(request)),
  );

  route(app, E.jobmatchPendingStatistics, async (request) =>
    service().pendingStatistics(requireAccount(request).id),
  );

  route(app, E.jobmatch, async (request) =>
    service().detail(requireAccount(request).id, request.params.id, requestLanguage(request)),
  );

  route(app, E.jobmatchReplyEmployer, async (request, reply) => {
    await service().reply(requireAccount(request).id, request.params.id, request.body);
    return reply.code(204).send(null);
  });

  route(app, E.getSurvey, async (request) =>
    service().survey(requireAccount(request).id, request.params.id, requestLanguage(request)),
  );

  for (const [endpoint, submit] of [
    [E.saveSurvey, false],
    [E.jobmatchSubmitSurvey, true],
  ] as const) {
    route(app, endpoint, async (request) =>
      service().answerSurvey(
        requireAccount(request).id,
        request.params.id,
        request.body,
        submit,
        requestLanguage(request),
      ),
    );
  }

  route(app, E.jobmatchCalendar, async (request, reply) => {
    const { fileName, body } = await service().calendar(
      requireAccount(request).id,
      request.params.id,
      requestLanguage(request),
    );
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(body);
  });
}
