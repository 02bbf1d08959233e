import type { Readable } from 'node:stream';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { bodyLimitOf, bodyTooLarge } from './body-limit.ts';

export interface FilePart {
  bytes: Buffer;
  /** The file name the client gave, if any (never used to store the file). */
  fileName: string | null;
}

/** Room for the multipart envelope (boundaries, part headers) around the file itself. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The route body limit of an upload whose file must be under `maxFileBytes`. */
export function uploadBodyLimit(maxFileBytes: number): number {
  return maxFileBytes + MULTIPART_OVERHEAD_BYTES;
}

/**
 * The options of an upload route: its body limit and how a body over it is refused, with the
 * file's own code (`tooLarge`: the spec's FILE_SIZE_TOO_LARGE in MB, or
 * FILE_SIZE_TOO_LARGE_LIMIT_8) — whether a declared length is refused before the body is read
 * or a body without a length is cut off at the limit. Spread into the route's options.
 */
export function uploadRouteOptions(
  config: FastifyContextConfig,
  maxFileBytes: number,
  tooLarge: () => AppError,
): { config: FastifyContextConfig; bodyLimit: number } {
  return { config: { ...config, tooLarge }, bodyLimit: uploadBodyLimit(maxFileBytes) };
}

const malformed = () => new AppError('VALIDATION_FAIL', ['body.file']);

/** FILE_SIZE_TOO_LARGE for a file that must be under `maxBytes` (named in MB). */
export function tooLargeFor(maxBytes: number): () => AppError {
  return () => new AppError('FILE_SIZE_TOO_LARGE', [Math.round(maxBytes / (1024 * 1024))]);
}

/**
 * What a multipart parser threw, as the client's fault: a file over its limit is
 * FILE_SIZE_TOO_LARGE, anything else (no boundary, a bad terminator, too many parts, a body cut
 * short) is VALIDATION_FAIL on `body.file`. Our own refusals pass through.
 */
function clientFault(error: unknown, tooLarge: () => AppError): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  return malformed();
}

/**
 * Counts the raw bytes of the request while the parser reads them: past the route's body limit
 * the reading stops and the route's refusal answers (bodyTooLarge; the rest of the body is then
 * drained up to a bound), so a body sent without a length is cut off at the limit too.
 */
function capRawBody(
  request: FastifyRequest,
  onOver: (error: AppError) => void = () => undefined,
): { over: Promise<never>; release: () => void } {
  const limit = bodyLimitOf(request);
  let received = 0;
  let fail: (error: AppError) => void = () => undefined;
  const over = new Promise<never>((_, reject) => {
    fail = reject;
  });
  over.catch(() => undefined);
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    if (received > limit) {
      request.raw.off('data', onData);
      request.raw.unpipe();
      request.raw.pause();
      const error = bodyTooLarge(request);
      fail(error);
      onOver(error);
    }
  };
  request.raw.on('data', onData);
  return { over, release: () => request.raw.off('data', onData) };
}

/**
 * Reads the one file of a multipart request. The file is refused while it streams once it
 * reaches `maxBytes` (a file must be under the limit; FILE_SIZE_TOO_LARGE names it in MB):
 * nothing larger is ever held. Every malformed body answers a catalogue 400.
 */
export async function readFilePart(request: FastifyRequest, maxBytes: number): Promise<FilePart> {
  const tooLarge = tooLargeFor(maxBytes);
  if (!request.isMultipart()) throw malformed();
  const cap = capRawBody(request);
  try {
    const limits = { fileSize: maxBytes - 1, files: 1, fields: 10, fieldSize: 1024, parts: 20 };
    const read = (async () => {
      const part = await request.file({ limits });
      if (!part) throw malformed();
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw tooLarge();
      return { bytes, fileName: part.filename || null };
    })();
    read.catch(() => undefined);
    return await Promise.race([read, cap.over]);
  } catch (error) {
    throw clientFault(error, tooLarge);
  } finally {
    cap.release();
  }
}

/** The one file of a multipart request while it arrives. */
export interface IncomingFile {
  /**
   * The file's bytes chunk by chunk, as the parser reads them. A malformed or cut-off body
   * throws its catalogue error from here, a file of `maxBytes` or more FILE_SIZE_TOO_LARGE.
   */
  chunks: AsyncIterable<Buffer>;
  /** The file name the client gave, if any (never used to store the file). */
  fileName: string | null;
}

/**
 * Hands the one file of a multipart request to `handle` as a stream, so that it can be written
 * out as it arrives and never held whole. The same limits and catalogue answers as
 * readFilePart; errors of `handle` itself pass through untouched.
 */
export async function withFilePart<T>(
  request: FastifyRequest,
  maxBytes: number,
  handle: (file: IncomingFile) => Promise<T>,
): Promise<T> {
  const tooLarge = tooLargeFor(maxBytes);
  if (!request.isMultipart()) throw malformed();
  let stream: Readable | null = null;
  const cap = capRawBody(request, (error) => stream?.destroy(error));
  try {
    const limits = { fileSize: maxBytes - 1, files: 1, fields: 10, fieldSize: 1024, parts: 20 };
    let part: Awaited<ReturnType<FastifyRequest['file']>>;
    try {
      const next = request.file({ limits });
      next.catch(() => undefined);
      part = await Promise.race([next, cap.over]);
    } catch (error) {
      throw clientFault(error, tooLarge);
    }
    if (!part) throw malformed();
    const file = part.file;
    stream = file;
    // The parser would drop the rest of an oversized file up to the end of its part: stop here.
    file.once('limit', () => file.destroy(tooLarge()));
    async function* chunks(): AsyncGenerator<Buffer> {
      try {
        for await (const chunk of file) yield chunk as Buffer;
      } catch (error) {
        throw clientFault(error, tooLarge);
      }
      if (file.truncated) throw tooLarge();
    }
    return await handle({ chunks: chunks(), fileName: part.filename || null });
  } finally {
    cap.release();
  }
}

export interface FilePartsOptions {
  /** A file must be at most this many bytes; a larger one throws `tooLarge` while it streams. */
  maxFileBytes: number;
  tooLarge: () => AppError;
  /** Files one request may carry; one more throws `tooMany`. */
  maxFiles: number;
  tooMany: () => AppError;
}

/**
 * Hands each file of a multipart request (any field names, 1 to `maxFiles`) to `handle` in
 * turn as a stream, so that each is written out as it arrives and none is ever held whole. A
 * request without a file, malformed or cut off answers the catalogue 400, a body past the
 * route's limit BODY_TOO_LARGE; errors of `handle` itself pass through untouched. Answers how
 * many files there were.
 */
export async function withFileParts(
  request: FastifyRequest,
  options: FilePartsOptions,
  handle: (file: IncomingFile) => Promise<void>,
): Promise<number> {
  const tooLarge = options.tooLarge;
  const fault = (error: unknown) => {
    if ((error as { code?: string } | null)?.code === 'FST_FILES_LIMIT') return options.tooMany();
    return clientFault(error, tooLarge);
  };
  if (!request.isMultipart()) throw malformed();
  let stream: Readable | null = null;
  const cap = capRawBody(request, (error) => stream?.destroy(error));
  try {
    const limits = {
      fileSize: options.maxFileBytes,
      files: options.maxFiles,
      fields: 10,
      fieldSize: 1024,
      parts: options.maxFiles + 20,
    };
    const parts = request.files({ limits })[Symbol.asyncIterator]();
    let count = 0;
    for (;;) {
      let next: IteratorResult<Awaited<ReturnType<FastifyRequest['file']>>>;
      try {
        const pending = parts.next();
        pending.catch(() => undefined);
        next = await Promise.race([pending, cap.over]);
      } catch (error) {
        throw fault(error);
      }
      if (next.done) break;
      const part = next.value;
      if (!part) break;
      count += 1;
      const file = part.file;
      stream = file;
      // The parser would drop the rest of an oversized file up to the end of its part: stop here.
      file.once('limit', () => file.destroy(tooLarge()));
      async function* chunks(): AsyncGenerator<Buffer> {
        try {
          for await (const chunk of file) yield chunk as Buffer;
        } catch (error) {
          throw fault(error);
        }
        if (file.truncated) throw tooLarge();
      }
      await handle({ chunks: chunks(), fileName: part.filename || null });
    }
    if (count === 0) throw malformed();
    return count;
  } finally {
    cap.release();
  }
}
