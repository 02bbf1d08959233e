import {
  ApproveJobSeekSchema,
  CONSOLE_JOBSEEK_PATHS,
  CloseJobSeekSchema,
  ConsoleJobSeekDetailSchema,
  ConsoleJobSeekListQuerySchema,
  ConsoleJobSeekPageSchema,
  JobSeekParamsSchema,
  ReferJobSeekResultSchema,
  ReferJobSeekSchema,
  RefuseJobSeekSchema,
} from '@vaga/contract';
import { requireAccount } from '../../platform/auth-guard.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import { recordRead } from '../mydata/access-read.ts';
import type { App } from '../../platform/types.ts';

const tags = ['console'];
const security = [{ bearer: [] }];
/** Staff only: employers answer FORBIDDEN_ROLE. */
const config = { auth: 'staff' as const };
const P = CONSOLE_JOBSEEK_PATHS;

/** The staff console's processing of job-seeking registrations. */
export async function jobSeeksConsoleRoutes(app: App): Promise<void> {
  const service = () => app.services.jobSeeksConsole;
  const detailSchema = { 200: ConsoleJobSeekDetailSchema };

  app.get(
    P.consoleJobSeeks,
    {
      config,
      schema: {
        tags,
        security,
        querystring: ConsoleJobSeekListQuerySchema,
        response: { 200: ConsoleJobSeekPageSchema },
      },
    },
    async (request) =>
      service().list(requireAccount(request), request.query, requestLanguage(request)),
  );

  app.get(
    P.consoleJobSeek,
    { config, schema: { tags, security, params: JobSeekParamsSchema, response: detailSchema } },
    async (request) => {
      const { id } = request.params;
      const detail = await service().detail(requireAccount(request), id, requestLanguage(request));
      await recordRead(request, {
        seekerAccountId: detail.seekerAccountId,
        recordKind: 'jobSeek',
        recordId: id,
      });
      return detail;
    },
  );

  app.post(
    P.consoleJobSeekApprove,
    {
      config,
      schema: {
        tags,
        security,
        params: JobSeekParamsSchema,
        body: ApproveJobSeekSchema,
        response: detailSchema,
      },
    },
    async (request) => {
      const account = requireAccount(request);
      await service().approve(account, request.params.id, request.body);
      return service().detail(account, request.params.id, requestLanguage(request));
    },
  );

  app.post(
    P.consoleJobSeekRefuse,
    {
      config,
      schema: {
        tags,
        security,
        params: JobSeekParamsSchema,
        body: RefuseJobSeekSchema,
        response: detailSchema,
      },
    },
    async (request) => {
      const account = requireAccount(request);
      await service().refuse(account, request.params.id, request.body);
      return service().detail(account, request.params.id, requestLanguage(request));
    },
  );

  app.post(
    P.consoleJobSeekRefer,
    {
      config,
      schema: {
        tags,
        security,
        params: JobSeekParamsSchema,
        body: ReferJobSeekSchema,
        response: { 200: ReferJobSeekResultSchema },
      },
    },
    async (request) => service().refer(requireAccount(request), request.params.id, request.body),
  );

  app.post(
    P.consoleJobSeekClose,
    {
      config,
      schema: {
        tags,
        security,
        params: JobSeekParamsSchema,
        body: CloseJobSeekSchema,
        response: detailSchema,
      },
    },
    async (request) => {
      const account = requireAccount(request);
      await service().close(account, request.params.id, request.body);
      return service().detail(account, request.params.id, requestLanguage(request));
    },
  );
}
