import type { FastifyReply } from 'fastify';
import { CV_CONTENT_TYPES, type CvFile } from '@vaga/contract';
import { attachmentHeader } from '../cvs/cv-upload.ts';

/** Sends a CV file as a download the browser never renders in place. */
export function sendCvAttachment(reply: FastifyReply, file: CvFile, bytes: Buffer) {
  return reply
    .header('content-type', CV_CONTENT_TYPES[file.fileType])
    .header('content-disposition', attachmentHeader(file.uploadFileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(bytes);
}
