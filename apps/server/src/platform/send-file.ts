import type { FastifyReply } from 'fastify';
import { CV_CONTENT_TYPES, type CvFile } from '@vaga/contract';

/** Content-Disposition for a download: an ASCII fallback and the UTF-8 name (RFC 6266/5987). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_') || 'file';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Sends a CV file as a download the browser never renders in place. */
export function sendFile(reply: FastifyReply, file: CvFile, bytes: Buffer) {
  return reply
    .header('content-type', CV_CONTENT_TYPES[file.fileType])
    .header('content-disposition', attachmentHeader(file.uploadFileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(bytes);
}
