import { fileTypeFromBuffer } from 'file-type';
import type { CvFileType } from '@vaga/contract';
import { hasZipTail, holdsMarkup, isSafeZipContainer } from './container-checks.ts';

/**
 * What a CV file is, by its content, never its name (spec §5: PDF, DOC, DOCX, TXT, RTF).
 * file-type recognises PDF, DOCX and RTF; legacy DOC is an OLE2 compound file holding a
 * `WordDocument` stream; TXT is valid UTF-8 text without NUL bytes and without markup (HTML and
 * SVG are not plain text). DOCX must inflate to a bounded size (container-checks.ts); a PDF
 * that is also an archive or a web page is refused.
 */
export async function detectCvType(bytes: Buffer): Promise<CvFileType | null> {
  const sniffed = await fileTypeFromBuffer(bytes);
  if (sniffed) {
    if (sniffed.ext === 'pdf') return isPlainPdf(bytes) ? 'pdf' : null;
    if (sniffed.ext === 'docx') return (await isSafeZipContainer(bytes)) ? 'docx' : null;
    if (sniffed.ext === 'rtf') return holdsMarkup(bytes) ? null : 'rtf';
    if (sniffed.ext === 'cfb' && isWordDocument(bytes)) return 'doc';
    return null;
  }
  if (isRtf(bytes)) return holdsMarkup(bytes) ? null : 'rtf';
  if (isWordDocument(bytes)) return 'doc';
  if (isUtf8Text(bytes) && !holdsMarkup(bytes)) return 'txt';
  return null;
}

/**
 * A PDF that is only a PDF: no ZIP directory at its end (a PDF+ZIP polyglot opens as an archive
 * too) and no HTML or SVG markup a browser would render (a PDF+HTML polyglot).
 */
export function isPlainPdf(bytes: Buffer): boolean {
  return !hasZipTail(bytes) && !holdsMarkup(bytes);
}

const RTF_MAGIC = [0x7b, 0x5c, 0x72, 0x74, 0x66]; // {\rtf

export function isRtf(bytes: Uint8Array): boolean {
  return RTF_MAGIC.every((byte, i) => bytes[i] === byte);
}

/** UTF-8 (a BOM allowed) with no NUL and no control characters other than tab, LF, CR, FF. */
export function isUtf8Text(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}

const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const END_OF_CHAIN = 0xfffffffe;
const FREE_SECTOR = 0xffffffff;

/**
 * A legacy Word document: an OLE2 (compound file binary) container whose directory holds a
 * `WordDocument` stream. The directory is read through the FAT, so a stream name that merely
 * appears somewhere in the bytes does not count.
 */
export function isWordDocument(bytes: Uint8Array): boolean {
  if (bytes.length < 512 || !OLE2_MAGIC.every((byte, i) => bytes[i] === byte)) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sectorShift = view.getUint16(0x1e, true);
  if (sectorShift !== 9 && sectorShift !== 12) return false;
  const sectorSize = 1 << sectorShift;
  const sectorOffset = (id: number) => (id + 1) * sectorSize;
  const readSector = (id: number): DataView | null => {
    const start = sectorOffset(id);
    if (start + sectorSize > bytes.length) return null;
    return new DataView(bytes.buffer, bytes.byteOffset + start, sectorSize);
  };

  // The FAT sectors: 109 in the header, the rest along the DIFAT chain.
  const fatSectors: number[] = [];
  for (let i = 0; i < 109; i++) {
    const id = view.getUint32(0x4c + i * 4, true);
    if (id !== FREE_SECTOR) fatSectors.push(id);
  }
  let difat = view.getUint32(0x44, true);
  for (let guard = 0; difat !== END_OF_CHAIN && difat !== FREE_SECTOR && guard < 1000; guard++) {
    const sector = readSector(difat);
    if (!sector) return false;
    const perSector = sectorSize / 4 - 1;
    for (let i = 0; i < perSector; i++) {
      const id = sector.getUint32(i * 4, true);
      if (id !== FREE_SECTOR) fatSectors.push(id);
    }
    difat = sector.getUint32(perSector * 4, true);
  }
  const nextSector = (id: number): number | null => {
    const perSector = sectorSize / 4;
    const fatId = fatSectors[Math.floor(id / perSector)];
    if (fatId === undefined) return null;
    const sector = readSector(fatId);
    return sector ? sector.getUint32((id % perSector) * 4, true) : null;
  };

  // Walk the directory chain looking for a stream entry named WordDocument.
  let dir = view.getUint32(0x30, true);
  const maxSectors = Math.ceil(bytes.length / sectorSize);
  for (let visited = 0; dir !== END_OF_CHAIN && visited < maxSectors; visited++) {
    const sector = readSector(dir);
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
    const next = nextSector(dir);
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
export async function detectPickedFileType(bytes: Buffer): Promise<string | null> {
  const cv = await detectCvType(bytes);
  if (cv) return CV_MIME[cv];
  const sniffed = await fileTypeFromBuffer(bytes);
  if ((sniffed?.ext === 'jpg' || sniffed?.ext === 'png') && !hasZipTail(bytes)) return sniffed.mime;
  return null;
}
