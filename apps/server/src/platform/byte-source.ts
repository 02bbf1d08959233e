import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';

/** Random access to a file's bytes, whether in memory or on disk, read only as far as needed. */
export interface ByteSource {
  readonly size: number;
  /** Up to `length` bytes from `offset` (fewer at the end). */
  read(offset: number, length: number): Promise<Buffer>;
}

/** The size of a block read by `blocks` and `streamOf`. */
export const BLOCK_BYTES = 64 * 1024;

export function bufferSource(bytes: Buffer): ByteSource {
  return {
    size: bytes.length,
    read: async (offset, length) => bytes.subarray(offset, Math.min(bytes.length, offset + length)),
  };
}

/** The bytes of a file of known size on disk; each read opens, reads and closes it. */
export function fileSource(file: string, size: number): ByteSource {
  return {
    size,
    read: async (offset, length) => {
      const wanted = Math.max(0, Math.min(length, size - offset));
      if (wanted === 0) return Buffer.alloc(0);
      const handle = await open(file, 'r');
      try {
        const buffer = Buffer.alloc(wanted);
        const { bytesRead } = await handle.read(buffer, 0, wanted, offset);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
  };
}

/** The bytes from `start` to `end` (exclusive) block by block. */
export async function* blocks(
  source: ByteSource,
  start = 0,
  end = source.size,
): AsyncGenerator<Buffer> {
  for (let at = start; at < end; at += BLOCK_BYTES) {
    const block = await source.read(at, Math.min(BLOCK_BYTES, end - at));
    if (block.length === 0) return;
    yield block;
  }
}

/** A readable stream of the bytes, reading a block only when the consumer asks for one. */
export function streamOf(source: ByteSource): Readable {
  return Readable.from(blocks(source), { highWaterMark: 1, objectMode: false });
}
