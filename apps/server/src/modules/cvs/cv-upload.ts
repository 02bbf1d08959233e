import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error.ts';

export interface Upload {
  bytes: Buffer;
  /** The file name the client gave, if any (never used to store the file). */
  fileName: string | null;
}

/**
 * Reads the one file of a multipart request, refusing it while it streams once it reaches
 * `maxBytes` (a file must be under the limit, fitsUnder(); FILE_SIZE_TOO_LARGE with the limit in
 * MB): nothing larger is ever held or stored.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  const tooLarge = () =>
    new AppError('FILE_SIZE_TOO_LARGE', [Math.round(maxBytes / (1024 * 1024))]);
  if (!request.isMultipart()) throw new AppError('VALIDATION_FAIL', ['body.file']);
  let part;
  try {
    const limits = { fileSize: maxBytes - 1, files: 1, fields: 10, parts: 20 };
    part = await request.file({ limits });
  } catch (error) {
    throw mapMultipartError(error, tooLarge);
  }
  if (!part) throw new AppError('VALIDATION_FAIL', ['body.file']);
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    throw mapMultipartError(error, tooLarge);
  }
  if (part.file.truncated) throw tooLarge();
  return { bytes, fileName: part.filename || null };
}

function mapMultipartError(error: unknown, tooLarge: () => AppError): unknown {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (typeof code === 'string' && code.startsWith('FST_'))
    return new AppError('VALIDATION_FAIL', ['body.file']);
  return error;
}

/** A safe display file name: no folders, no control characters, at most `max` characters. */
export function cleanFileName(name: string, max: number): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const kept = [...base].filter((ch) => {
    const code = ch.codePointAt(0) ?? 0;
    return code >= 0x20 && code !== 0x7f && ch !== '"';
  });
  return kept.join('').trim().slice(0, max);
}
