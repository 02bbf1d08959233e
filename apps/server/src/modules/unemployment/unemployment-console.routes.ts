import { CONSOLE_UNEMPLOYMENT_ENDPOINTS as E } from '@vaga/contract';
import { requireAccount } from '../../platform/auth-guard.ts';
import { route } from '../../platform/endpoint-route.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import { recordRead } from '../mydata/access-read.ts';
import { sendDownload } from '../../platform/send-file.ts';
import type { App } from '../../platform/types.ts';

/** The staff console's review of unemployment registrations. */
export async function unemploymentConsoleRoutes(app: App): Promise<void> {
  const service = () => app.services.unemploymentConsole;

  route(app, E.consoleUnemployments, async (request) =>
    service().list(requireAccount(request), request.query, requestLanguage(request)),
  );

  route(app, E.consoleUnemployment, async (request) => {
    const { id } = request.params;
    const detail = await service().detail(requireAccount(request), id, requestLanguage(request));
    await recordRead(request, {
      seekerAccountId: detail.seekerAccountId,
      recordKind: 'unemployment',
      recordId: id,
    });
    return detail;
  });

  route(app, E.consoleUnemploymentAttachment, async (request, reply) => {
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
    return sendDownload(reply, { contentType: row.content_type, fileName: row.file_name }, content);
  });

  route(app, E.consoleUnemploymentApprove, async (request) => {
    const account = requireAccount(request);
    await service().approve(account, request.params.id);
    return service().detail(account, request.params.id, requestLanguage(request));
  });

  route(app, E.consoleUnemploymentRefuse, async (request) => {
    const account = requireAccount(request);
    await service().refuse(account, request.params.id, request.body.reason);
    return service().detail(account, request.params.id, requestLanguage(request));
  });

  route(app, E.consoleUnemploymentSupplement, async (request) => {
    const account = requireAccount(request);
    await service().requestSupplement(account, request.params.id, request.body.request);
    return service().detail(account, request.params.id, requestLanguage(request));
  });
}
