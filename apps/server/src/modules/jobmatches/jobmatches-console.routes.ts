import {
  ApplyJobResponseSchema,
  ArrangeInterviewSchema,
  CONSOLE_JOBOFFER_PATHS,
  ConsoleJobOfferListSchema,
  ConsoleJobOfferQuerySchema,
  ConsoleMatchDetailSchema,
  ConsoleMatchListQuerySchema,
  ConsoleMatchPageSchema,
  ConsoleSeekerPageSchema,
  ConsoleSeekerParamsSchema,
  ConsoleSeekerQuerySchema,
  DeclineRequestSchema,
  InviteSeekerSchema,
  JobMatchIdParamsSchema,
  PATHS,
  ProfileSchema,
  RecordResultSchema,
} from '@vaga/contract';
import { requireAccount } from '../../platform/auth-guard.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import { recordRead } from '../mydata/access-read.ts';
import { sendFile } from '../../platform/send-file.ts';
import type { App } from '../../platform/types.ts';

const tags = ['console'];
const security = [{ bearer: [] }];
const config = { auth: 'console' as const };

/**
 * The console's side of interview matches (spec §7): employers for their own vacancies, staff
 * for every employer.
 */
export async function jobMatchesConsoleRoutes(app: App): Promise<void> {
  const service = () => app.services.jobMatchesConsole;

  app.get(
    PATHS.consoleMatches,
    {
      config,
      schema: {
        tags,
        security,
        querystring: ConsoleMatchListQuerySchema,
        response: { 200: ConsoleMatchPageSchema },
      },
    },
    async (request) =>
      service().list(requireAccount(request), request.query, requestLanguage(request)),
  );

  app.get(
    PATHS.consoleMatch,
    {
      config,
      schema: {
        tags,
        security,
        params: JobMatchIdParamsSchema,
        response: { 200: ConsoleMatchDetailSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const read = await service().read(requireAccount(request), id, requestLanguage(request));
      await recordRead(request, {
        seekerAccountId: read.seekerAccountId,
        recordKind: 'jobMatch',
        recordId: id,
      });
      return read.detail;
    },
  );

  app.get(
    PATHS.consoleMatchCv,
    { config, schema: { tags, security, params: JobMatchIdParamsSchema } },
    async (request, reply) => {
      const { id } = request.params;
      const { file, content, seekerAccountId } = await service().cvFile(
        requireAccount(request),
        id,
      );
      try {
        await recordRead(request, { seekerAccountId, recordKind: 'cvFile', recordId: id });
      } catch (err) {
        content.stream.destroy();
        throw err;
      }
      return sendFile(reply, file, content);
    },
  );

  app.post(
    PATHS.consoleMatchArrange,
    {
      config,
      schema: {
        tags,
        security,
        params: JobMatchIdParamsSchema,
        body: ArrangeInterviewSchema,
        response: { 200: ConsoleMatchDetailSchema },
      },
    },
    async (request) => {
      const account = requireAccount(request);
      await service().arrange(account, request.params.id, request.body);
      return service().detail(account, request.params.id, requestLanguage(request));
    },
  );

  app.post(
    PATHS.consoleMatchDecline,
    {
      config,
      schema: {
        tags,
        security,
        params: JobMatchIdParamsSchema,
        body: DeclineRequestSchema,
        response: { 200: ConsoleMatchDetailSchema },
      },
    },
    async (request) => {
      const account = requireAccount(request);
      await service().decline(account, request.params.id, request.body);
      return service().detail(account, request.params.id, requestLanguage(request));
    },
  );

  app.post(
    PATHS.consoleMatchResult,
    {
      config,
      schema: {
        tags,
        security,
        params: JobMatchIdParamsSchema,
        body: RecordResultSchema,
        response: { 200: ConsoleMatchDetailSchema },
      },
    },
    async (request) => {
      const account = requireAccount(request);
      await service().recordResult(account, request.params.id, request.body);
      return service().detail(account, request.params.id, requestLanguage(request));
    },
  );

  app.post(
    PATHS.consoleMatchInvite,
    {
      config,
      schema: {
        tags,
        security,
        body: InviteSeekerSchema,
        response: { 200: ApplyJobResponseSchema },
      },
    },
    async (request) => service().invite(requireAccount(request), request.body),
  );

  app.get(
    PATHS.consoleSeekers,
    {
      config,
      schema: {
        tags,
        security,
        querystring: ConsoleSeekerQuerySchema,
        response: { 200: ConsoleSeekerPageSchema },
      },
    },
    async (request) =>
      service().seekers(requireAccount(request), request.query, requestLanguage(request)),
  );

  app.get(
    PATHS.consoleSeeker,
    {
      config,
      schema: {
        tags,
        security,
        params: ConsoleSeekerParamsSchema,
        response: { 200: ProfileSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const resume = await service().seeker(requireAccount(request), id);
      await recordRead(request, { seekerAccountId: id, recordKind: 'resume', recordId: id });
      return resume;
    },
  );

  app.get(
    CONSOLE_JOBOFFER_PATHS.consoleJobOffers,
    {
      config,
      schema: {
        tags,
        security,
        querystring: ConsoleJobOfferQuerySchema,
        response: { 200: ConsoleJobOfferListSchema },
      },
    },
    async (request) =>
      service().jobOffers(requireAccount(request), request.query, requestLanguage(request)),
  );
}
