import type { FastifyReply } from 'fastify';
import { CV_CONTENT_TYPES, type CvFile } from '@vaga/contract';
import type { StoredContent } from './file-store.ts';

/** Content-Disposition for a download: an ASCII fallback and the UTF-8 name (RFC 6266/5987). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_') || 'file';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Sends a stored file as a download the browser never renders in place, and never caches: streamed
 * from the store as it is read, never held whole.
 */
export function sendDownload(
  reply: FastifyReply,
  file: { contentType: string; fileName: string },
  content: StoredContent,
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', content.size)
    .header('content-disposition', attachmentHeader(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(content.stream);
}

/** Sends a CV file as a download. */
export function sendFile(reply: FastifyReply, file: CvFile, content: StoredContent) {
  return sendDownload(
    reply,
    { contentType: CV_CONTENT_TYPES[file.fileType], fileName: file.uploadFileName },
    content,
  );
}
