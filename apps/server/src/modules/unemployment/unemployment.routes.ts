import multipart from '@fastify/multipart';
import {
  PATHS,
  UNEMPLOYMENT_LIMITS,
  UnemploymentAttachmentParamsSchema,
  UnemploymentCurrentSchema,
  UnemploymentSaveSchema,
  UnemploymentSupplementListSchema,
  UnemploymentSupplementsInputSchema,
  UnemploymentUploadQuerySchema,
  UnemploymentUploadResultSchema,
} from '@vaga/contract';
import { z } from 'zod';
import { AppError } from '../../platform/app-error.ts';
import { requireAccount } from '../../platform/auth-guard.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import { uploadRouteOptions, withFileParts } from '../../platform/multipart.ts';
import { sendDownload } from '../../platform/send-file.ts';
import type { App } from '../../platform/types.ts';
import { WorkLimiter } from '../../platform/work-limiter.ts';

const tags = ['unemployment'];
const security = [{ bearer: [] }];
/** The registration is the residents' (spec §2: auth; §6). */
const resident = { auth: 'resident' as const };
const current = { 200: UnemploymentCurrentSchema };
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

  app.get(
    PATHS.unemployment,
    { config: resident, schema: { tags, security, response: current } },
    async (request) => service().current(requireAccount(request).id, requestLanguage(request)),
  );

  app.post(
    PATHS.unemployment,
    {
      config: resident,
      schema: { tags, security, body: UnemploymentSaveSchema, response: current },
    },
    async (request) => {
      const { action, ...fields } = request.body;
      const accountId = requireAccount(request).id;
      const lang = requestLanguage(request);
      return action === 'submit'
        ? service().submit(accountId, fields, lang)
        : service().save(accountId, fields, lang);
    },
  );

  app.post(
    PATHS.unemploymentUploads,
    {
      ...uploadRouteOptions(resident, UNEMPLOYMENT_LIMITS.totalMaxBytes, totalTooLarge),
      schema: {
        tags,
        security,
        querystring: UnemploymentUploadQuerySchema,
        response: { 200: UnemploymentUploadResultSchema },
      },
    },
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
  );

  app.get(
    PATHS.unemploymentSupplements,
    {
      config: resident,
      schema: { tags, security, response: { 200: UnemploymentSupplementListSchema } },
    },
    async (request) => service().supplements(requireAccount(request).id),
  );

  app.post(
    PATHS.unemploymentSupplements,
    {
      config: resident,
      schema: { tags, security, body: UnemploymentSupplementsInputSchema, response: current },
    },
    async (request) =>
      service().sendSupplements(requireAccount(request).id, request.body, requestLanguage(request)),
  );

  app.get(
    PATHS.unemploymentAttachment,
    { config: resident, schema: { tags, security, params: UnemploymentAttachmentParamsSchema } },
    async (request, reply) => {
      const accountId = requireAccount(request).id;
      const { row, content } = await files().download({ accountId }, request.params.id);
      return sendDownload(
        reply,
        { contentType: row.content_type, fileName: row.file_name },
        content,
      );
    },
  );

  app.delete(
    PATHS.unemploymentAttachment,
    {
      config: resident,
      schema: {
        tags,
        security,
        params: UnemploymentAttachmentParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await files().remove(requireAccount(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
