import {
  CONSOLE_MYDATA_ENDPOINTS as C,
  EXPORT_RATE_LIMIT,
  MYDATA_ENDPOINTS as E,
  macaoToday,
} from '@vaga/contract';
import { requireAccount, requireSession } from '../../platform/auth-guard.ts';
import { route } from '../../platform/endpoint-route.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import { attachmentHeader } from '../../platform/send-file.ts';
import type { App } from '../../platform/types.ts';
import { exportArchive, openExportFiles } from './export-archive.ts';

/**
 * My data: the seeker's access log, export and erasure; staff read a seeker's access
 * log in the console. The log has read routes only: the application never changes it.
 */
export async function myDataRoutes(app: App): Promise<void> {
  const accessLog = () => app.services.accessLog;

  route(app, E.myDataAccessLog, async (request) =>
    accessLog().mine(requireAccount(request).id, request.query, requestLanguage(request)),
  );

  route(app, E.myDataSummary, async (request, reply) =>
    reply
      .header('cache-control', 'private, no-store')
      .send(
        await app.services.myDataExport.summary(requireAccount(request), requestLanguage(request)),
      ),
  );

  route(
    app,
    E.myDataExport,
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
    {
      config: {
        rateLimit: { max: EXPORT_RATE_LIMIT.max, timeWindow: EXPORT_RATE_LIMIT.timeWindowMs },
      },
    },
  );

  route(app, E.myDataOpenItems, async (request, reply) =>
    reply.header('cache-control', 'private, no-store').send({
      items: await app.services.myDataErasure.openItems(
        requireAccount(request).id,
        requestLanguage(request),
      ),
    }),
  );

  route(app, E.myDataErase, async (request) =>
    app.services.myDataErasure.erase(
      { accountId: requireAccount(request).id, loginId: requireSession(request).loginId },
      requestLanguage(request),
    ),
  );

  route(app, C.consoleAccountAccessLog, async (request) =>
    accessLog().ofAccount(
      requireAccount(request),
      request.params.id,
      request.query,
      requestLanguage(request),
    ),
  );

  route(app, C.consoleAccessLog, async (request) =>
    accessLog().list(requireAccount(request), request.query, requestLanguage(request)),
  );
}
