import { describe, expect, it } from 'vitest';
import {
  compoundFile,
  docBytes,
  docxBytes,
  exeBytes,
  pdfBytes,
  rtfBytes,
  txtBytes,
} from '../../../test/factories/cv-files.ts';
import { detectCvType, isUtf8Text, isWordDocument } from './cv-content.ts';

describe('CV type by content (spec §5: PDF, DOC, DOCX, TXT, RTF)', () => {
  it('recognises each accepted type', async () => {
    expect(await detectCvType(pdfBytes())).toBe('pdf');
    expect(await detectCvType(docxBytes())).toBe('docx');
    expect(await detectCvType(docBytes())).toBe('doc');
    expect(await detectCvType(rtfBytes())).toBe('rtf');
    expect(await detectCvType(txtBytes())).toBe('txt');
  });

  it('refuses executables, other compound files, binary and non-UTF-8 data', async () => {
    expect(await detectCvType(exeBytes())).toBeNull();
    expect(await detectCvType(compoundFile('Workbook'))).toBeNull();
    expect(
      await detectCvType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])),
    ).toBeNull();
    expect(await detectCvType(Buffer.from('text with a NUL\0 inside'))).toBeNull();
    expect(await detectCvType(Buffer.from([0x68, 0x69, 0xff, 0xfe, 0x41]))).toBeNull();
  });

  it('reads the Word stream from the compound file directory, not from loose bytes', async () => {
    const fake = Buffer.concat([
      compoundFile('Workbook'),
      Buffer.from('W\0o\0r\0d\0D\0o\0c\0u\0m\0e\0n\0t\0'),
    ]);
    expect(await isWordDocument(fake)).toBe(false);
    expect(await isWordDocument(docBytes())).toBe(true);
    expect(await isWordDocument(docBytes().subarray(0, 700))).toBe(false);
  });

  it('takes tabs and line breaks as text, control bytes as binary', async () => {
    expect(await isUtf8Text(Buffer.from('a\tb\r\nc'))).toBe(true);
    expect(await isUtf8Text(Buffer.from([0x61, 0x07]))).toBe(false);
  });
});
