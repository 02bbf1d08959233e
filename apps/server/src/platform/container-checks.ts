import { pipeline } from 'node:stream/promises';
import { createInflateRaw } from 'node:zlib';
import { blocks, type ByteSource } from './byte-source.ts';

/** Most bytes the entries of an office document (DOCX, ODF…) may inflate to, all together. */
export const INFLATED_MAX_BYTES = 64 * 1024 * 1024;
/** Most entries such a container may hold. */
const ENTRIES_MAX = 5_000;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

interface ZipEntry {
  method: number;
  compressedSize: number;
  dataOffset: number;
}

/** The offset of the ZIP end-of-central-directory record, searched in the file's tail; -1 if none. */
async function endOfCentralDirectory(source: ByteSource): Promise<number> {
  if (source.size < 22) return -1;
  const tailStart = Math.max(0, source.size - 22 - 0xffff);
  const tail = await source.read(tailStart, source.size - tailStart);
  for (let i = tail.length - 22; i >= 0; i -= 1) {
    if (tail.readUInt32LE(i) === EOCD) return tailStart + i;
  }
  return -1;
}

/** Whether a ZIP end-of-central-directory record sits at the end of the bytes (a ZIP tail). */
export async function hasZipTail(source: ByteSource): Promise<boolean> {
  return (await endOfCentralDirectory(source)) >= 0;
}

/**
 * The entries of a ZIP by its central directory; null when it is not a well-formed ZIP. Reads
 * the tail, the directory and each entry's local header, nothing else.
 */
async function zipEntries(source: ByteSource): Promise<ZipEntry[] | null> {
  const end = await endOfCentralDirectory(source);
  if (end < 0) return null;
  const record = await source.read(end, 22);
  const count = record.readUInt16LE(10);
  const start = record.readUInt32LE(16);
  if (count > ENTRIES_MAX || start >= end) return null;
  const directory = await source.read(start, end - start);
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL) return null;
    const method = directory.readUInt16LE(at + 10);
    const compressedSize = directory.readUInt32LE(at + 20);
    const local = directory.readUInt32LE(at + 42);
    at +=
      46 +
      directory.readUInt16LE(at + 28) +
      directory.readUInt16LE(at + 30) +
      directory.readUInt16LE(at + 32);
    const header = await source.read(local, 30);
    if (header.length < 30 || header.readUInt32LE(0) !== LOCAL) return null;
    const dataOffset = local + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    if (dataOffset + compressedSize > source.size) return null;
    entries.push({ method, compressedSize, dataOffset });
  }
  return entries;
}

/** Inflates raw deflate data block by block, counting what comes out and stopping past `budget`. */
async function inflatedSize(source: ByteSource, entry: ZipEntry, budget: number): Promise<number> {
  let size = 0;
  try {
    await pipeline(
      blocks(source, entry.dataOffset, entry.dataOffset + entry.compressedSize),
      createInflateRaw(),
      async (output: AsyncIterable<Buffer>) => {
        for await (const chunk of output) {
          size += chunk.length;
          if (size > budget) throw new Error('over budget');
        }
      },
    );
  } catch {
    return size > budget ? size : Number.POSITIVE_INFINITY;
  }
  return size;
}

/**
 * Whether a ZIP-based document (DOCX, ODF) is safe to keep: well formed, stored or deflated
 * entries only, and all its entries together inflate to at most INFLATED_MAX_BYTES — measured
 * by inflating them (never trusting the sizes the container declares), holding nothing of the
 * output. A zip bomb is refused after reading just past the limit.
 */
export async function isSafeZipContainer(source: ByteSource): Promise<boolean> {
  const entries = await zipEntries(source);
  if (!entries) return false;
  let budget = INFLATED_MAX_BYTES;
  for (const entry of entries) {
    if (entry.method === 0) budget -= entry.compressedSize;
    else if (entry.method === 8) budget -= await inflatedSize(source, entry, budget);
    else return false;
    if (budget < 0) return false;
  }
  return true;
}

const MARKUP = /<(?:!doctype\s+html|html|head|body|script|iframe|svg|object|embed)[\s>/]/i;
/** How much text after the last `<` of a block is carried into the next one. */
const CARRY_MAX = 4096;

/**
 * Whether the bytes hold markup a browser would run or render (HTML, SVG, scripts), read block
 * by block: a tag cut by a block boundary is found by carrying the text from the last `<`.
 */
export async function holdsMarkup(source: ByteSource): Promise<boolean> {
  let carry = '';
  for await (const block of blocks(source)) {
    const text = carry + block.toString('latin1');
    if (MARKUP.test(text)) return true;
    const lastTag = text.lastIndexOf('<');
    carry = lastTag < 0 || text.length - lastTag > CARRY_MAX ? '' : text.slice(lastTag);
  }
  return false;
}
