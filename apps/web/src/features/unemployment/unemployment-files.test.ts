import { describe, expect, it, vi } from 'vitest';
import { UNEMPLOYMENT_LIMITS } from '@vaga/contract';
import { checkProofFile, checkProofTotal, proofTypeOf } from './lib/check-proof-file.ts';
import { preparePhoto } from './lib/compress-photo.ts';

const compress = vi.hoisted(() => vi.fn());
vi.mock('browser-image-compression', () => ({ default: compress }));

const MB = 1024 * 1024;
const bytes = (...values: number[]) => new Uint8Array(values);
const file = (content: BlobPart[], name: string) => new File(content, name);

describe('checking a proof file in the browser', () => {
  it('knows a PDF, a JPEG and a PNG by their first bytes, whatever their names', () => {
    expect(proofTypeOf(new TextEncoder().encode('%PDF-1.7'))).toBe('application/pdf');
    expect(proofTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(proofTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(proofTypeOf(bytes(0x50, 0x4b, 0x03, 0x04))).toBeNull(); // a .docx (zip)
    expect(proofTypeOf(bytes(0x4d, 0x5a, 0x90, 0x00))).toBeNull(); // an .exe
    expect(proofTypeOf(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull(); // a PNG cut short
  });

  it('refuses a Word file, an .exe named .pdf and an empty file with the server codes', async () => {
    const docx = await checkProofFile(file([bytes(0x50, 0x4b, 0x03, 0x04, 1, 2)], 'letter.docx'));
    expect(docx.problem?.code).toBe('FILE_TYPE_ILLEGAL');
    const exe = await checkProofFile(file([bytes(0x4d, 0x5a, 0x90, 0, 3, 0)], 'proof.pdf'));
    expect(exe.problem?.code).toBe('FILE_TYPE_ILLEGAL');
    const empty = await checkProofFile(file([], 'empty.pdf'));
    expect(empty.problem?.code).toBe('FILE_EMPTY');
    const pdf = await checkProofFile(file(['%PDF-1.4\n%%EOF'], 'letter.PDF'));
    expect(pdf).toEqual({ type: 'application/pdf', problem: null });
    const photo = await checkProofFile(file([bytes(0xff, 0xd8, 0xff, 0xdb, 0)], 'photo'));
    expect(photo.type).toBe('image/jpeg');
  });

  it('holds the 8 MB total across the files of a registration', () => {
    const max = UNEMPLOYMENT_LIMITS.totalMaxBytes;
    expect(checkProofTotal(0, max)).toBeNull();
    expect(checkProofTotal(max - 10, 10)).toBeNull();
    expect(checkProofTotal(max - 10, 11)).toEqual({
      code: 'FILE_SIZE_TOO_LARGE_LIMIT_8',
      args: [8],
    });
  });

  it('sends a PDF and a small photo as they are', async () => {
    const pdf = file(['%PDF-1.4'], 'a.pdf');
    expect(await preparePhoto(pdf, 'application/pdf')).toEqual({ file: pdf, originalSize: null });
    const small = file([bytes(0xff, 0xd8, 0xff, 0)], 'a.jpg');
    expect(await preparePhoto(small, 'image/jpeg')).toEqual({ file: small, originalSize: null });
  });
});

describe('scaling a photo down before upload', () => {
  const jpegHead = [0xff, 0xd8, 0xff, 0xe0];
  const big = (name: string) => file([bytes(...jpegHead), new Uint8Array(3 * MB)], name);

  it('scales a large JPEG to at most 2000 px and about 1 MB, still a JPEG', async () => {
    compress.mockResolvedValueOnce(new Blob([new Uint8Array(600 * 1024)], { type: 'image/jpeg' }));
    const photo = big('letter.jpg');
    const prepared = await preparePhoto(photo, 'image/jpeg');
    expect(compress).toHaveBeenCalledWith(
      photo,
      expect.objectContaining({ maxWidthOrHeight: 2000, maxSizeMB: 1, fileType: 'image/jpeg' }),
    );
    expect(prepared.originalSize).toBe(photo.size);
    expect(prepared.file.size).toBe(600 * 1024);
    expect(prepared.file.name).toBe('letter.jpg');
    expect(prepared.file.type).toBe('image/jpeg');
  });

  it('turns a PNG into a JPEG only when that is smaller', async () => {
    compress.mockResolvedValueOnce(new Blob([new Uint8Array(MB / 2)], { type: 'image/jpeg' }));
    const scan = big('scan.png');
    const smaller = await preparePhoto(scan, 'image/png');
    expect(smaller.file.name).toBe('scan.jpg');
    expect(smaller.file.type).toBe('image/jpeg');

    compress.mockResolvedValueOnce(new Blob([new Uint8Array(4 * MB)], { type: 'image/jpeg' }));
    const kept = await preparePhoto(scan, 'image/png');
    expect(kept).toEqual({ file: scan, originalSize: null });
  });

  it('sends the photo as it is when the browser cannot read it', async () => {
    compress.mockRejectedValueOnce(new Error('not an image'));
    const photo = big('odd.jpg');
    expect(await preparePhoto(photo, 'image/jpeg')).toEqual({ file: photo, originalSize: null });
  });
});
