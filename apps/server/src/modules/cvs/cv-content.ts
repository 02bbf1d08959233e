import { fileTypeFromBuffer } from 'file-type';
import type { CvFileType } from '@vaga/contract';

/**
 * What a CV file is, by its content, never its name (spec §5: PDF, DOC, DOCX, TXT, RTF).
 * file-type recognises PDF, DOCX and RTF; legacy DOC is an OLE2 compound file holding a
 * `WordDocument` stream; TXT is valid UTF-8 text without NUL bytes.
 */
export async function detectCvType(bytes: Uint8Array): Promise<CvFileType | null> {
  const sniffed = await fileTypeFromBuffer(bytes);
  if (sniffed) {
    if (sniffed.ext === 'pdf' || sniffed.ext === 'docx' || sniffed.ext === 'rtf')
      return sniffed.ext;
    if (sniffed.ext === 'cfb' && isWordDocument(bytes)) return 'doc';
    return null;
  }
  if (isRtf(bytes)) return 'rtf';
  if (isWordDocument(bytes)) return 'doc';
  if (isUtf8Text(bytes)) return 'txt';
  return null;
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
