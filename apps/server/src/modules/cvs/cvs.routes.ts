import multipart from '@fastify/multipart';
import { CV_ENDPOINTS as E, LIMITS } from '@vaga/contract';
import { requireAccount } from '../../platform/auth-guard.ts';
import { route } from '../../platform/endpoint-route.ts';
import { tooLargeFor, uploadRouteOptions } from '../../platform/multipart.ts';
import { attachmentHeader, sendFile } from '../../platform/send-file.ts';
import type { App } from '../../platform/types.ts';
import { WorkLimiter } from '../../platform/work-limiter.ts';
import { sendBase64Json } from './cv-converter.ts';
import { withFilePart } from './cv-upload.ts';

/** Uploads at once (each streams to disk; a converted file's answer streams from there): per account and on this instance. */
export const UPLOAD_LIMITS = { perAccount: 2, total: 16 };
/** CV PDFs rendered at once: per account and on this instance. */
export const PDF_LIMITS = { perAccount: 1, total: 4 };

/** The body limit and the refusal of an upload of one file under `maxBytes`. */
const uploadOf = (maxBytes: number) => uploadRouteOptions({}, maxBytes, tooLargeFor(maxBytes));

/** CV files (spec §7 "CV files"), the generated CV and the base64 converter. */
export async function cvsRoutes(app: App): Promise<void> {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  const cvs = app.services.cvs;
  const uploads = new WorkLimiter(UPLOAD_LIMITS);
  const pdfs = new WorkLimiter(PDF_LIMITS);

  for (const endpoint of [E.listCvs, E.listResumes]) {
    route(app, endpoint, async (request) => cvs.list(requireAccount(request).id));
  }

  route(
    app,
    E.uploadCv,
    async (request) => {
      const account = requireAccount(request);
      await cvs.assertCanUpload(account.id);
      return uploads.run(account.id, () =>
        withFilePart(request, LIMITS.cvMaxBytes, (file) =>
          cvs.upload(account.id, file, request.query),
        ),
      );
    },
    uploadOf(LIMITS.cvMaxBytes),
  );

  route(
    app,
    E.uploadResume,
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
    uploadOf(LIMITS.cvMaxBytes),
  );

  route(app, E.getCv, async (request) => cvs.get(requireAccount(request).id, request.params.cvUid));

  route(app, E.cvFile, async (request, reply) => {
    const { file, content } = await cvs.download(requireAccount(request).id, request.params.cvUid);
    return sendFile(reply, file, content);
  });

  route(app, E.resume, async (request, reply) => {
    const { file, content } = await cvs.download(requireAccount(request).id, request.params.id);
    return sendFile(reply, file, content);
  });

  route(app, E.renameCv, async (request) =>
    cvs.rename(requireAccount(request).id, request.params.cvUid, request.body.cvName),
  );

  route(app, E.deleteCv, async (request, reply) => {
    await cvs.remove(requireAccount(request).id, request.params.cvUid);
    return reply.status(204).send(null);
  });

  route(app, E.generateCv, async (request, reply) => {
    const account = requireAccount(request);
    const pdf = await pdfs.run(account.id, () => cvs.generate(account.id, request.query.lang));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachmentHeader(`cv-${request.query.lang}.pdf`))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  route(
    app,
    E.base64Converter,
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
    uploadOf(LIMITS.filePickerMaxBytes),
  );
}
