import type { CvFileType } from '@vaga/contract';
import { blocks } from '../../platform/byte-source.ts';
import { holdsMarkup, isSafeZipContainer } from '../../platform/container-checks.ts';
import {
  detectProofType,
  isPlainPdf,
  sniff,
  sourceOf,
  type FileBytes,
} from '../../platform/file-content.ts';

/** The bytes to check: in memory, or a file on disk read only as far as each check needs. */
export type CvBytes = FileBytes;

/**
 * What a CV file is, by its content, never its name (spec §5: PDF, DOC, DOCX, TXT, RTF).
 * file-type recognises PDF, DOCX and RTF; legacy DOC is an OLE2 compound file holding a
 * `WordDocument` stream; TXT is valid UTF-8 text without NUL bytes and without markup (HTML and
 * SVG are not plain text). DOCX must inflate to a bounded size (platform/container-checks.ts); a PDF
 * that is also an archive or a web page is refused. Every check reads the bytes block by
 * block, so a file on disk is never loaded whole.
 */
export async function detectCvType(bytes: CvBytes): Promise<CvFileType | null> {
  const source = sourceOf(bytes);
  const sniffed = await sniff(source);
  if (sniffed) {
    if (sniffed.ext === 'pdf') return (await isPlainPdf(source)) ? 'pdf' : null;
    if (sniffed.ext === 'docx') return (await isSafeZipContainer(source)) ? 'docx' : null;
    if (sniffed.ext === 'rtf') return (await holdsMarkup(source)) ? null : 'rtf';
    if (sniffed.ext === 'cfb' && (await isWordDocument(source))) return 'doc';
    return null;
  }
  const head = await source.read(0, 8);
  if (isRtf(head)) return (await holdsMarkup(source)) ? null : 'rtf';
  if (await isWordDocument(source)) return 'doc';
  if ((await isUtf8Text(source)) && !(await holdsMarkup(source))) return 'txt';
  return null;
}

const RTF_MAGIC = [0x7b, 0x5c, 0x72, 0x74, 0x66]; // {\rtf

export function isRtf(bytes: Uint8Array): boolean {
  return RTF_MAGIC.every((byte, i) => bytes[i] === byte);
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

/** UTF-8 (a BOM allowed) with no NUL and no control characters other than tab, LF, CR, FF. */
export async function isUtf8Text(bytes: CvBytes): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const block of blocks(sourceOf(bytes))) {
      if (CONTROL.test(decoder.decode(block, { stream: true }))) return false;
    }
    return !CONTROL.test(decoder.decode());
  } catch {
    return false;
  }
}

const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const END_OF_CHAIN = 0xfffffffe;
const FREE_SECTOR = 0xffffffff;

/**
 * A legacy Word document: an OLE2 (compound file binary) container whose directory holds a
 * `WordDocument` stream. The directory is read through the FAT, so a stream name that merely
 * appears somewhere in the bytes does not count.
 */
export async function isWordDocument(bytes: CvBytes): Promise<boolean> {
  const source = sourceOf(bytes);
  const header = await source.read(0, 512);
  if (header.length < 512 || !OLE2_MAGIC.every((byte, i) => header[i] === byte)) return false;
  const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
  const sectorShift = view.getUint16(0x1e, true);
  if (sectorShift !== 9 && sectorShift !== 12) return false;
  const sectorSize = 1 << sectorShift;
  const sectorOffset = (id: number) => (id + 1) * sectorSize;
  const readSector = async (id: number): Promise<DataView | null> => {
    const start = sectorOffset(id);
    if (start + sectorSize > source.size) return null;
    const sector = await source.read(start, sectorSize);
    return new DataView(sector.buffer, sector.byteOffset, sector.byteLength);
  };

  // The FAT sectors: 109 in the header, the rest along the DIFAT chain.
  const fatSectors: number[] = [];
  for (let i = 0; i < 109; i++) {
    const id = view.getUint32(0x4c + i * 4, true);
    if (id !== FREE_SECTOR) fatSectors.push(id);
  }
  let difat = view.getUint32(0x44, true);
  for (let guard = 0; difat !== END_OF_CHAIN && difat !== FREE_SECTOR && guard < 1000; guard++) {
    const sector = await readSector(difat);
    if (!sector) return false;
    const perSector = sectorSize / 4 - 1;
    for (let i = 0; i < perSector; i++) {
      const id = sector.getUint32(i * 4, true);
      if (id !== FREE_SECTOR) fatSectors.push(id);
    }
    difat = sector.getUint32(perSector * 4, true);
  }
  const nextSector = async (id: number): Promise<number | null> => {
    const perSector = sectorSize / 4;
    const fatId = fatSectors[Math.floor(id / perSector)];
    if (fatId === undefined) return null;
    const sector = await readSector(fatId);
    return sector ? sector.getUint32((id % perSector) * 4, true) : null;
  };

  // Walk the directory chain looking for a stream entry named WordDocument.
  let dir = view.getUint32(0x30, true);
  const maxSectors = Math.ceil(source.size / sectorSize);
  for (let visited = 0; dir !== END_OF_CHAIN && visited < maxSectors; visited++) {
    const sector = await readSector(dir);
    if (!sector) return false;
    for (let entry = 0; entry < sectorSize / 128; entry++) {
      const base = entry * 128;
      const nameBytes = sector.getUint16(base + 0x40, true);
      const objectType = sector.getUint8(base + 0x42);
      if (objectType !== 2 || nameBytes < 2 || nameBytes > 64) continue;
      let name = '';
      for (let c = 0; c < nameBytes / 2 - 1; c++)
        name += String.fromCharCode(sector.getUint16(base + c * 2, true));
      if (name === 'WordDocument') return true;
    }
    const next = await nextSector(dir);
    if (next === null) return false;
    dir = next;
  }
  return false;
}

const CV_MIME: Record<CvFileType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  rtf: 'application/rtf',
};

/**
 * The media type of a file picked for the spec's file flows (a CV: PDF, DOC, DOCX, TXT, RTF;
 * an unemployment proof: PDF, JPG, PNG), by its content and with the same checks; null for
 * anything else.
 */
export async function detectPickedFileType(bytes: CvBytes): Promise<string | null> {
  const source = sourceOf(bytes);
  const cv = await detectCvType(source);
  if (cv) return CV_MIME[cv];
  const proof = await detectProofType(source);
  return proof === 'image/jpeg' || proof === 'image/png' ? proof : null;
}
