import {
  EXPORT_RATE_LIMIT,
  macaoToday,
  AccessLogQuerySchema,
  ConsoleAccessLogListSchema,
  ConsoleAccessLogPageSchema,
  ConsoleAccessLogQuerySchema,
  ConsoleAccountParamsSchema,
  MYDATA_PATHS,
  MyAccessLogPageSchema,
  MyDataEraseResultSchema,
  MyDataEraseSchema,
  MyDataSummarySchema,
} from '@vaga/contract';
import { requireAccount } from '../../platform/auth-guard.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import { attachmentHeader } from '../../platform/send-file.ts';
import type { App } from '../../platform/types.ts';
import { exportArchive, openExportFiles } from './export-archive.ts';

const tags = ['mydata'];
const security = [{ bearer: [] }];
const P = MYDATA_PATHS;

/**
 * My data (issue 32): the seeker's access log, export and erasure; staff read a seeker's access
 * log in the console. The log has read routes only: the application never changes it.
 */
export async function myDataRoutes(app: App): Promise<void> {
  const accessLog = () => app.services.accessLog;
  app.addHook('onClose', async () => app.services.closeSummaryWorkers());

  app.get(
    P.myDataAccessLog,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        security,
        querystring: AccessLogQuerySchema,
        response: { 200: MyAccessLogPageSchema },
      },
    },
    async (request) =>
      accessLog().mine(requireAccount(request).id, request.query, requestLanguage(request)),
  );

  app.get(
    P.myDataSummary,
    {
      config: { auth: 'user' },
      schema: { tags, security, response: { 200: MyDataSummarySchema } },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'private, no-store')
        .send(
          await app.services.myDataExport.summary(
            requireAccount(request),
            requestLanguage(request),
          ),
        ),
  );

  app.get(
    P.myDataExport,
    {
      config: {
        auth: 'user',
        rateLimit: { max: EXPORT_RATE_LIMIT.max, timeWindow: EXPORT_RATE_LIMIT.timeWindowMs },
      },
      schema: { tags, security },
    },
    async (request, reply) => {
      const account = requireAccount(request);
      // Gathered whole and every stored file opened before the first byte (an error, a store
      // out of reach too, is still a proper error answer); the stored files are streamed into
      // the archive as the client reads it.
      const content = await app.services.myDataExport.gather(account, requestLanguage(request));
      const files = await openExportFiles(content.files);
      const day = macaoToday(app.clock.now());
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachmentHeader(`vaga-my-data-${day}.zip`))
        .header('cache-control', 'private, no-store')
        .send(exportArchive(content, files, request.log));
    },
  );

  // POST, not DELETE: the request carries the confirmation naming what goes.
  app.post(
    P.myDataErase,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        security,
        body: MyDataEraseSchema,
        response: { 200: MyDataEraseResultSchema },
      },
    },
    async (request) => app.services.myDataErasure.erase(requireAccount(request).id),
  );

  app.get(
    P.consoleAccountAccessLog,
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['console'],
        security,
        params: ConsoleAccountParamsSchema,
        querystring: AccessLogQuerySchema,
        response: { 200: ConsoleAccessLogPageSchema },
      },
    },
    async (request) =>
      accessLog().ofAccount(
        requireAccount(request),
        request.params.id,
        request.query,
        requestLanguage(request),
      ),
  );

  app.get(
    P.consoleAccessLog,
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['console'],
        security,
        querystring: ConsoleAccessLogQuerySchema,
        response: { 200: ConsoleAccessLogListSchema },
      },
    },
    async (request) =>
      accessLog().list(requireAccount(request), request.query, requestLanguage(request)),
  );
}
