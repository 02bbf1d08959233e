import type { FastifyReply } from 'fastify';
import { CV_CONTENT_TYPES, type CvFile } from '@vaga/contract';

/** Content-Disposition for a download: an ASCII fallback and the UTF-8 name (RFC 6266/5987). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_') || 'file';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Sends bytes as a download the browser never renders in place, and never caches. */
export function sendDownload(
  reply: FastifyReply,
  file: { contentType: string; fileName: string },
  bytes: Buffer,
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentHeader(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(bytes);
}

/** Sends a CV file as a download. */
export function sendFile(reply: FastifyReply, file: CvFile, bytes: Buffer) {
  return sendDownload(
    reply,
    { contentType: CV_CONTENT_TYPES[file.fileType], fileName: file.uploadFileName },
    bytes,
  );
}
