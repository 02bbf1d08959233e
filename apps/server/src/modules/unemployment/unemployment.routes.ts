import multipart from '@fastify/multipart';
import { UNEMPLOYMENT_ENDPOINTS as E, UNEMPLOYMENT_LIMITS } from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import { requireAccount } from '../../platform/auth-guard.ts';
import { route } from '../../platform/endpoint-route.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import { uploadRouteOptions, withFileParts } from '../../platform/multipart.ts';
import { sendDownload } from '../../platform/send-file.ts';
import type { App } from '../../platform/types.ts';
import { WorkLimiter } from '../../platform/work-limiter.ts';

/** The proofs of a registration are 8 MB at most in all (spec §8). */
const totalTooLarge = () => new AppError('FILE_SIZE_TOO_LARGE_LIMIT_8');

/** Uploads at once (each streams its files to disk): per account and on this instance. */
export const UNEMPLOYMENT_UPLOAD_LIMITS = { perAccount: 2, total: 16 };

/** The seeker's involuntary-unemployment registration (spec §7 Job seeks, Unemployment). */
export async function unemploymentRoutes(app: App): Promise<void> {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  const service = () => app.services.unemployment;
  const files = () => app.services.unemploymentFiles;
  const uploads = new WorkLimiter(UNEMPLOYMENT_UPLOAD_LIMITS);

  route(app, E.getUnemployment, async (request) =>
    service().current(requireAccount(request).id, requestLanguage(request)),
  );

  route(app, E.registerUnemployment, async (request) => {
    const { action, ...fields } = request.body;
    const accountId = requireAccount(request).id;
    const lang = requestLanguage(request);
    return action === 'submit'
      ? service().submit(accountId, fields, lang)
      : service().save(accountId, fields, lang);
  });

  route(
    app,
    E.unemploymentUploads,
    async (request) => {
      const accountId = requireAccount(request).id;
      const { kind } = request.query;
      await files().assertCanUpload(accountId, kind);
      const options = {
        maxFileBytes: UNEMPLOYMENT_LIMITS.totalMaxBytes,
        tooLarge: totalTooLarge,
        maxFiles: UNEMPLOYMENT_LIMITS.filesPerUpload,
        tooMany: () =>
          new AppError('BE_UNEMPLOYMENT_TOO_MANY_FILES', [UNEMPLOYMENT_LIMITS.filesPerUpload]),
      };
      return uploads.run(accountId, () =>
        files().upload(accountId, kind, (onFile) => withFileParts(request, options, onFile)),
      );
    },
    uploadRouteOptions({}, UNEMPLOYMENT_LIMITS.totalMaxBytes, totalTooLarge),
  );

  route(app, E.getUnemploymentSupplements, async (request) =>
    service().supplements(requireAccount(request).id),
  );

  route(app, E.supplyUnemploymentDocuments, async (request) =>
    service().sendSupplements(requireAccount(request).id, request.body, requestLanguage(request)),
  );

  route(app, E.downloadUnemploymentAttachment, async (request, reply) => {
    const accountId = requireAccount(request).id;
    const { row, content } = await files().download({ accountId }, request.params.id);
    return sendDownload(reply, { contentType: row.content_type, fileName: row.file_name }, content);
  });

  route(app, E.deleteUnemploymentAttachment, async (request, reply) => {
    await files().remove(requireAccount(request).id, request.params.id);
    return reply.status(204).send(null);
  });
}
