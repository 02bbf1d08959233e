import { createInflateRaw } from 'node:zlib';

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

function endOfCentralDirectory(bytes: Buffer): number {
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let i = bytes.length - 22; i >= earliest; i -= 1) {
    if (bytes.readUInt32LE(i) === EOCD) return i;
  }
  return -1;
}

/** Whether a ZIP end-of-central-directory record sits at the end of the bytes (a ZIP tail). */
export function hasZipTail(bytes: Buffer): boolean {
  return bytes.length >= 22 && endOfCentralDirectory(bytes) >= 0;
}

/** The entries of a ZIP by its central directory; null when it is not a well-formed ZIP. */
function zipEntries(bytes: Buffer): ZipEntry[] | null {
  const end = endOfCentralDirectory(bytes);
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  if (count > ENTRIES_MAX || at === 0xffffffff) return null;
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL) return null;
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const local = bytes.readUInt32LE(at + 42);
    at +=
      46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL) return null;
    const dataOffset = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (dataOffset + compressedSize > bytes.length) return null;
    entries.push({ method, compressedSize, dataOffset });
  }
  return entries;
}

/** Inflates raw deflate data, counting what comes out and stopping past `budget`; answers the size. */
function inflatedSize(data: Buffer, budget: number): Promise<number> {
  return new Promise((resolve) => {
    const inflate = createInflateRaw();
    let size = 0;
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > budget) {
        inflate.destroy();
        resolve(size);
      }
    });
    inflate.on('end', () => resolve(size));
    inflate.on('error', () => resolve(Number.POSITIVE_INFINITY));
    inflate.end(data);
  });
}

/**
 * Whether a ZIP-based document (DOCX, ODF) is safe to keep: well formed, stored or deflated
 * entries only, and all its entries together inflate to at most INFLATED_MAX_BYTES — measured
 * by inflating them (never trusting the sizes the container declares), holding nothing of the
 * output. A zip bomb is refused after reading just past the limit.
 */
export async function isSafeZipContainer(bytes: Buffer): Promise<boolean> {
  const entries = zipEntries(bytes);
  if (!entries) return false;
  let budget = INFLATED_MAX_BYTES;
  for (const entry of entries) {
    const data = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
    if (entry.method === 0) budget -= data.length;
    else if (entry.method === 8) budget -= await inflatedSize(data, budget);
    else return false;
    if (budget < 0) return false;
  }
  return true;
}

const MARKUP = /<(?:!doctype\s+html|html|head|body|script|iframe|svg|object|embed)[\s>/]/i;

/** Whether bytes hold markup a browser would run or render (HTML, SVG, scripts). */
export function holdsMarkup(bytes: Buffer): boolean {
  return MARKUP.test(bytes.toString('latin1'));
}
