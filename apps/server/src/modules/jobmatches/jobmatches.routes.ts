import {
  ApplyJobRequestSchema,
  ApplyJobResponseSchema,
  JobMatchDetailSchema,
  JobMatchIdParamsSchema,
  JobMatchListQuerySchema,
  JobMatchPageSchema,
  PATHS,
  PendingStatisticsSchema,
  ReplyEmployerRequestSchema,
  SurveyAnswerSchema,
  SurveySchema,
} from '@vaga/contract';
import { z } from 'zod';
import { requireAccount } from '../../platform/auth-guard.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import type { App } from '../../platform/types.ts';

const tags = ['jobmatches'];
const security = [{ bearer: [] }];
/** Interviews are the residents' (spec §6: a non-resident sees the not-resident result). */
const resident = { auth: 'resident' as const };
const NoContent = z.null();

/** A seeker's interview matches (spec §7 Interview matches). */
export async function jobMatchesRoutes(app: App): Promise<void> {
  const service = () => app.services.jobMatches;

  app.post(
    PATHS.jobmatchApplyJob,
    {
      config: resident,
      schema: {
        tags,
        security,
        body: ApplyJobRequestSchema,
        response: { 200: ApplyJobResponseSchema },
      },
    },
    async (request) => {
      const account = requireAccount(request);
      return service().apply({ id: account.id, age: account.age }, request.body);
    },
  );

  app.get(
    PATHS.jobmatches,
    {
      config: resident,
      schema: {
        tags,
        security,
        querystring: JobMatchListQuerySchema,
        response: { 200: JobMatchPageSchema },
      },
    },
    async (request) =>
      service().list(requireAccount(request).id, request.query, requestLanguage(request)),
  );

  // A seeker (resident or not) may ask; someone without matches gets zeros.
  app.get(
    PATHS.jobmatchPendingStatistics,
    {
      config: { auth: 'user' as const },
      schema: { tags, security, response: { 200: PendingStatisticsSchema } },
    },
    async (request) => service().pendingStatistics(requireAccount(request).id),
  );

  app.get(
    PATHS.jobmatch,
    {
      config: resident,
      schema: {
        tags,
        security,
        params: JobMatchIdParamsSchema,
        response: { 200: JobMatchDetailSchema },
      },
    },
    async (request) =>
      service().detail(requireAccount(request).id, request.params.id, requestLanguage(request)),
  );

  app.post(
    PATHS.jobmatchReplyEmployer,
    {
      config: resident,
      schema: {
        tags,
        security,
        params: JobMatchIdParamsSchema,
        body: ReplyEmployerRequestSchema,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await service().reply(requireAccount(request).id, request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    PATHS.jobmatchSurvey,
    {
      config: resident,
      schema: { tags, security, params: JobMatchIdParamsSchema, response: { 200: SurveySchema } },
    },
    async (request) =>
      service().survey(requireAccount(request).id, request.params.id, requestLanguage(request)),
  );

  for (const [path, submit] of [
    [PATHS.jobmatchSurvey, false],
    [PATHS.jobmatchSubmitSurvey, true],
  ] as const) {
    app.post(
      path,
      {
        config: resident,
        schema: {
          tags,
          security,
          params: JobMatchIdParamsSchema,
          body: SurveyAnswerSchema,
          response: { 200: SurveySchema },
        },
      },
      async (request) =>
        service().answerSurvey(
          requireAccount(request).id,
          request.params.id,
          request.body,
          submit,
          requestLanguage(request),
        ),
    );
  }

  app.get(
    PATHS.jobmatchCalendar,
    { config: resident, schema: { tags, security, params: JobMatchIdParamsSchema } },
    async (request, reply) => {
      const { fileName, body } = await service().calendar(
        requireAccount(request).id,
        request.params.id,
        requestLanguage(request),
      );
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(body);
    },
  );
}
