import { Readable } from 'node:stream';
import { fileTypeFromStream } from 'file-type';
import { bufferSource, streamOf, type ByteSource } from './byte-source.ts';
import { hasZipTail, holdsMarkup } from './container-checks.ts';

/** The bytes to check: in memory, or a file on disk read only as far as each check needs. */
export type FileBytes = Buffer | ByteSource;

export function sourceOf(bytes: FileBytes): ByteSource {
  return Buffer.isBuffer(bytes) ? bufferSource(bytes) : bytes;
}

/** What file-type makes of the bytes, reading from the start only as far as it needs. */
export async function sniff(source: ByteSource) {
  const stream = streamOf(source);
  try {
    return await fileTypeFromStream(Readable.toWeb(stream) as ReadableStream<Uint8Array>);
  } finally {
    stream.destroy();
  }
}

/**
 * A PDF that is only a PDF: no ZIP directory at its end (a PDF+ZIP polyglot opens as an archive
 * too) and no HTML or SVG markup a browser would render (a PDF+HTML polyglot).
 */
export async function isPlainPdf(source: ByteSource): Promise<boolean> {
  return !(await hasZipTail(source)) && !(await holdsMarkup(source));
}

/** The media types of proof documents (spec §5: PDF, JPG, PNG). */
export type ProofMediaType = 'application/pdf' | 'image/jpeg' | 'image/png';

/**
 * What a proof document is, by its content and never its name: a plain PDF (no ZIP tail, no
 * markup), or a JPEG or PNG image that is not also an archive. Anything else is null.
 */
export async function detectProofType(bytes: FileBytes): Promise<ProofMediaType | null> {
  const source = sourceOf(bytes);
  const sniffed = await sniff(source);
  if (!sniffed) return null;
  if (sniffed.ext === 'pdf') return (await isPlainPdf(source)) ? 'application/pdf' : null;
  if (sniffed.ext === 'jpg' || sniffed.ext === 'png')
    return (await hasZipTail(source))
      ? null
      : sniffed.mime === 'image/png'
        ? 'image/png'
        : 'image/jpeg';
  return null;
}
