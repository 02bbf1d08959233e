import { crc32 } from 'node:zlib';

/** Test files of every CV type, built byte by byte (no fixtures on disk). */

/** A small valid PDF, padded with a comment to `size` bytes when asked. */
export function pdfBytes(size = 0, text = 'CV'): Buffer {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj`,
    `% ${text}`,
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n');
  const head = Buffer.from(body, 'latin1');
  if (size <= head.length) return head;
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);
}

/** A stored (uncompressed) ZIP of the given entries. */
function zip(entries: [string, string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text, 'utf8');
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/** A minimal Word 2007+ document. */
export function docxBytes(): Buffer {
  return zip([
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    [
      'word/document.xml',
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>CV</w:t></w:r></w:p></w:body></w:document>',
    ],
  ]);
}

/** A minimal OLE2 compound file whose directory holds one stream of the given name. */
export function compoundFile(streamName: string): Buffer {
  const SECTOR = 512;
  const file = Buffer.alloc(SECTOR * 3, 0);
  const header = file.subarray(0, SECTOR);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c); // FAT sectors
  header.writeUInt32LE(1, 0x30); // first directory sector
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(0xfffffffe, 0x3c);
  header.writeUInt32LE(0xfffffffe, 0x44);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : 0xffffffff, 0x4c + i * 4);
  const fat = file.subarray(SECTOR, SECTOR * 2);
  fat.fill(0xff);
  fat.writeUInt32LE(0xfffffffd, 0); // sector 0 is the FAT
  fat.writeUInt32LE(0xfffffffe, 4); // sector 1 (directory) ends its chain
  const dir = file.subarray(SECTOR * 2, SECTOR * 3);
  const entry = (index: number, name: string, type: number) => {
    const base = index * 128;
    for (let c = 0; c < name.length; c++) dir.writeUInt16LE(name.charCodeAt(c), base + c * 2);
    dir.writeUInt16LE((name.length + 1) * 2, base + 0x40);
    dir.writeUInt8(type, base + 0x42);
    dir.writeUInt32LE(0xffffffff, base + 0x44);
    dir.writeUInt32LE(0xffffffff, base + 0x48);
    dir.writeUInt32LE(index === 0 ? 1 : 0xffffffff, base + 0x4c);
    dir.writeUInt32LE(0xfffffffe, base + 0x74);
  };
  entry(0, 'Root Entry', 5);
  entry(1, streamName, 2);
  return file;
}

export const docBytes = () => compoundFile('WordDocument');
export const rtfBytes = () =>
  Buffer.from(
    '{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Arial;}} \\f0 CV of Chan Tai Man\\par }',
    'latin1',
  );
export const txtBytes = () => Buffer.from('履歷 Curriculum Vitae\nChan Tai Man\n', 'utf8');
/** The start of a Windows executable (MZ / PE). */
export function exeBytes(): Buffer {
  const bytes = Buffer.alloc(512, 0);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

/** A multipart/form-data body with one file part. */
export function multipart(
  bytes: Buffer,
  fileName = 'cv.pdf',
  contentType = 'application/pdf',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----vaga${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    'utf8',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8');
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
