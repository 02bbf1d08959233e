import {
  ApproveUnemploymentSchema,
  CONSOLE_UNEMPLOYMENT_PATHS,
  ConsoleUnemploymentAttachmentParamsSchema,
  ConsoleUnemploymentDetailSchema,
  ConsoleUnemploymentListQuerySchema,
  ConsoleUnemploymentPageSchema,
  RefuseUnemploymentSchema,
  RequestUnemploymentSupplementSchema,
  UnemploymentParamsSchema,
} from '@vaga/contract';
import { requireAccount } from '../../platform/auth-guard.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import { recordRead } from '../mydata/access-read.ts';
import { sendDownload } from '../../platform/send-file.ts';
import type { App } from '../../platform/types.ts';

const tags = ['console'];
const security = [{ bearer: [] }];
/** Staff only: employers answer FORBIDDEN_ROLE. */
const config = { auth: 'staff' as const };
const P = CONSOLE_UNEMPLOYMENT_PATHS;

/** The staff console's review of unemployment registrations. */
export async function unemploymentConsoleRoutes(app: App): Promise<void> {
  const service = () => app.services.unemploymentConsole;
  const detailSchema = { 200: ConsoleUnemploymentDetailSchema };
  const params = UnemploymentParamsSchema;

  app.get(
    P.consoleUnemployments,
    {
      config,
      schema: {
        tags,
        security,
        querystring: ConsoleUnemploymentListQuerySchema,
        response: { 200: ConsoleUnemploymentPageSchema },
      },
    },
    async (request) =>
      service().list(requireAccount(request), request.query, requestLanguage(request)),
  );

  app.get(
    P.consoleUnemployment,
    { config, schema: { tags, security, params, response: detailSchema } },
    async (request) => {
      const { id } = request.params;
      const detail = await service().detail(requireAccount(request), id, requestLanguage(request));
      await recordRead(request, {
        seekerAccountId: detail.seekerAccountId,
        recordKind: 'unemployment',
        recordId: id,
      });
      return detail;
    },
  );

  app.get(
    P.consoleUnemploymentAttachment,
    { config, schema: { tags, security, params: ConsoleUnemploymentAttachmentParamsSchema } },
    async (request, reply) => {
      const { row, content, accountId } = await service().download(
        requireAccount(request),
        request.params.id,
        request.params.attachmentId,
      );
      try {
        await recordRead(request, {
          seekerAccountId: accountId,
          recordKind: 'unemploymentDocument',
          recordId: request.params.attachmentId,
        });
      } catch (err) {
        content.stream.destroy();
        throw err;
      }
      return sendDownload(
        reply,
        { contentType: row.content_type, fileName: row.file_name },
        content,
      );
    },
  );

  app.post(
    P.consoleUnemploymentApprove,
    {
      config,
      schema: { tags, security, params, body: ApproveUnemploymentSchema, response: detailSchema },
    },
    async (request) => {
      const account = requireAccount(request);
      await service().approve(account, request.params.id);
      return service().detail(account, request.params.id, requestLanguage(request));
    },
  );

  app.post(
    P.consoleUnemploymentRefuse,
    {
      config,
      schema: { tags, security, params, body: RefuseUnemploymentSchema, response: detailSchema },
    },
    async (request) => {
      const account = requireAccount(request);
      await service().refuse(account, request.params.id, request.body.reason);
      return service().detail(account, request.params.id, requestLanguage(request));
    },
  );

  app.post(
    P.consoleUnemploymentSupplement,
    {
      config,
      schema: {
        tags,
        security,
        params,
        body: RequestUnemploymentSupplementSchema,
        response: detailSchema,
      },
    },
    async (request) => {
      const account = requireAccount(request);
      await service().requestSupplement(account, request.params.id, request.body.request);
      return service().detail(account, request.params.id, requestLanguage(request));
    },
  );
}
