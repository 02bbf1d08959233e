import multipart from '@fastify/multipart';
import {
  Base64FileSchema,
  CvFileListSchema,
  CvFileSchema,
  CvParamsSchema,
  CvRenameSchema,
  CvUploadQuerySchema,
  GenerateCvQuerySchema,
  LIMITS,
  PATHS,
  ResumeParamsSchema,
  ResumeUploadQuerySchema,
} from '@vaga/contract';
import { z } from 'zod';
import { requireAccount } from '../../platform/auth-guard.ts';
import { tooLargeFor, uploadRouteOptions } from '../../platform/multipart.ts';
import { attachmentHeader, sendFile } from '../../platform/send-file.ts';
import type { App } from '../../platform/types.ts';
import { WorkLimiter } from '../../platform/work-limiter.ts';
import { sendBase64Json } from './cv-converter.ts';
import { withFilePart } from './cv-upload.ts';

const resident = { auth: 'resident' as const };
const security = [{ bearer: [] }];
const tags = ['cvs'];
const NoContent = z.null();

/** Uploads at once (each streams to disk; a converted file's answer streams from there): per account and on this instance. */
export const UPLOAD_LIMITS = { perAccount: 2, total: 16 };
/** CV PDFs rendered at once: per account and on this instance. */
export const PDF_LIMITS = { perAccount: 1, total: 4 };

/** CV files (spec §7 "CV files"), the generated CV and the base64 converter. */
export async function cvsRoutes(app: App): Promise<void> {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  const cvs = app.services.cvs;
  app.addHook('onClose', async () => cvs.close());
  const uploads = new WorkLimiter(UPLOAD_LIMITS);
  const pdfs = new WorkLimiter(PDF_LIMITS);

  for (const path of [PATHS.cvs, PATHS.resumes]) {
    app.get(
      path,
      { config: resident, schema: { tags, security, response: { 200: CvFileListSchema } } },
      async (request) => cvs.list(requireAccount(request).id),
    );
  }

  app.post(
    PATHS.cvs,
    {
      ...uploadRouteOptions(resident, LIMITS.cvMaxBytes, tooLargeFor(LIMITS.cvMaxBytes)),
      schema: { tags, security, querystring: CvUploadQuerySchema, response: { 200: CvFileSchema } },
    },
    async (request) => {
      const account = requireAccount(request);
      await cvs.assertCanUpload(account.id);
      return uploads.run(account.id, () =>
        withFilePart(request, LIMITS.cvMaxBytes, (file) =>
          cvs.upload(account.id, file, request.query),
        ),
      );
    },
  );

  app.post(
    PATHS.resumes,
    {
      ...uploadRouteOptions(resident, LIMITS.cvMaxBytes, tooLargeFor(LIMITS.cvMaxBytes)),
      schema: {
        tags,
        security,
        querystring: ResumeUploadQuerySchema,
        response: { 200: CvFileSchema },
      },
    },
    async (request) => {
      const account = requireAccount(request);
      await cvs.assertCanUpload(account.id);
      return uploads.run(account.id, () =>
        withFilePart(request, LIMITS.cvMaxBytes, (file) =>
          cvs.upload(account.id, file, {
            cvName: request.query.resumeName,
            fileName: request.query.fileName,
          }),
        ),
      );
    },
  );

  app.get(
    PATHS.cv,
    {
      config: resident,
      schema: { tags, security, params: CvParamsSchema, response: { 200: CvFileSchema } },
    },
    async (request) => cvs.get(requireAccount(request).id, request.params.cvUid),
  );

  app.get(
    PATHS.cvFile,
    { config: resident, schema: { tags, security, params: CvParamsSchema } },
    async (request, reply) => {
      const { file, content } = await cvs.download(
        requireAccount(request).id,
        request.params.cvUid,
      );
      return sendFile(reply, file, content);
    },
  );

  app.get(
    PATHS.resume,
    { config: resident, schema: { tags, security, params: ResumeParamsSchema } },
    async (request, reply) => {
      const { file, content } = await cvs.download(requireAccount(request).id, request.params.id);
      return sendFile(reply, file, content);
    },
  );

  app.put(
    PATHS.cv,
    {
      config: resident,
      schema: {
        tags,
        security,
        params: CvParamsSchema,
        body: CvRenameSchema,
        response: { 200: CvFileSchema },
      },
    },
    async (request) =>
      cvs.rename(requireAccount(request).id, request.params.cvUid, request.body.cvName),
  );

  app.delete(
    PATHS.cv,
    {
      config: resident,
      schema: { tags, security, params: CvParamsSchema, response: { 204: NoContent } },
    },
    async (request, reply) => {
      await cvs.remove(requireAccount(request).id, request.params.cvUid);
      return reply.status(204).send(null);
    },
  );

  app.post(
    PATHS.generateCv,
    { config: resident, schema: { tags, security, querystring: GenerateCvQuerySchema } },
    async (request, reply) => {
      const account = requireAccount(request);
      const pdf = await pdfs.run(account.id, () => cvs.generate(account.id, request.query.lang));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentHeader(`cv-${request.query.lang}.pdf`))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    PATHS.base64Converter,
    {
      // The spec's file flows (CV, unemployment proof) are residents' only.
      ...uploadRouteOptions(
        resident,
        LIMITS.filePickerMaxBytes,
        tooLargeFor(LIMITS.filePickerMaxBytes),
      ),
      schema: { tags, security, response: { 200: Base64FileSchema } },
    },
    async (request, reply) => {
      const account = requireAccount(request);
      // The cap is held until the answer has been sent (or the client went away).
      await uploads.run(account.id, async () => {
        const file = await withFilePart(request, LIMITS.filePickerMaxBytes, (part) =>
          cvs.stageConvertible(part),
        );
        await sendBase64Json(reply, file);
      });
      return reply;
    },
  );
}
