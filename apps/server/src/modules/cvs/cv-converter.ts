import { finished, Readable } from 'node:stream';
import { LIMITS } from '@vaga/contract';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../platform/app-error.ts';
import type { ByteSource } from '../../platform/byte-source.ts';
import type { FileStore, StagedFile } from '../../platform/file-store.ts';
import { tooLargeFor } from '../../platform/multipart.ts';
import { detectPickedFileType } from './cv-content.ts';
import { cleanFileName, type IncomingFile } from './cv-upload.ts';

/** The file store's folder of files being converted (only ever `.part` files, removed after). */
export const CONVERTER_FOLDER = 'converter';

/** Bytes read from disk per base64 block: a multiple of 3, so blocks encode without padding. */
export const CONVERTER_READ_BYTES = 3 * 128 * 1024;

/** A picked file written to disk and checked, ready to be answered as base64. */
export interface ConvertibleFile {
  fileName: string;
  contentType: string;
  staged: StagedFile;
}

/**
 * Writes a picked file to a `.part` as it arrives (refused at the size limit), checks its type
 * from disk (PDF, DOC, DOCX, TXT, RTF, JPG, PNG), and answers it staged. On any refusal the
 * `.part` is removed; otherwise the caller must discard it once the answer is sent.
 */
export async function stageConvertible(
  files: FileStore,
  file: IncomingFile,
): Promise<ConvertibleFile> {
  const staged = await files.stage(file.chunks, {
    folder: CONVERTER_FOLDER,
    maxBytes: LIMITS.filePickerMaxBytes,
    tooLarge: tooLargeFor(LIMITS.filePickerMaxBytes),
  });
  try {
    if (staged.size === 0) throw new AppError('FILE_EMPTY');
    const contentType = await detectPickedFileType(staged.bytes);
    if (!contentType) throw new AppError('FILE_TYPE_ILLEGAL');
    return { fileName: cleanFileName(file.fileName ?? '', 255) || 'file', contentType, staged };
  } catch (error) {
    await staged.discard();
    throw error;
  }
}

async function* base64Json(
  head: { fileName: string; contentType: string; size: number },
  bytes: ByteSource,
  done: () => Promise<void>,
): AsyncGenerator<Buffer> {
  yield Buffer.from(
    `{"fileName":${JSON.stringify(head.fileName)},"contentType":${JSON.stringify(
      head.contentType,
    )},"size":${head.size},"base64":"`,
  );
  for (let at = 0; at < head.size; at += CONVERTER_READ_BYTES) {
    const block = await bytes.read(at, Math.min(CONVERTER_READ_BYTES, head.size - at));
    if (block.length === 0) throw new Error('converted file shorter than staged');
    yield Buffer.from(block.toString('base64'));
  }
  // Everything is read: the file goes before the client sees the end of the answer.
  await done();
  yield Buffer.from('"}');
}

/**
 * The Base64FileSchema answer of a staged file as a stream: the JSON up to the base64 string,
 * the file read from disk block by block and encoded, then the end of the JSON. The same
 * document `JSON.stringify` would give, never holding more than a block. The staged file is
 * discarded once read whole (the caller discards it too if the answer stops short).
 */
export function base64JsonStream(file: ConvertibleFile): Readable {
  const head = {
    fileName: file.fileName,
    contentType: file.contentType,
    size: file.staged.size,
  };
  return Readable.from(
    base64Json(head, file.staged.bytes, () => file.staged.discard()),
    { objectMode: false },
  );
}

/**
 * Sends the answer of a staged file (the route's Base64FileSchema, streamed past the serializer)
 * and resolves once it has ended, been cut short or the client went away; the staged file is
 * then removed whatever happened.
 */
export async function sendBase64Json(reply: FastifyReply, file: ConvertibleFile): Promise<void> {
  try {
    const answer = base64JsonStream(file);
    const ended = new Promise((resolve) => answer.once('close', resolve));
    // A reply that ends or breaks before the answer was read stops it.
    finished(reply.raw, () => answer.destroy());
    reply.header('content-type', 'application/json; charset=utf-8').send(answer);
    await ended;
  } finally {
    await file.staged.discard();
  }
}
