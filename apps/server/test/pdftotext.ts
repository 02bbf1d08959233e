import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The text of a PDF as poppler's `pdftotext` reads it (Debian's poppler-utils): what a reader's
 * viewer extracts from the embedded font's glyphs and their Unicode map.
 */
export async function pdftotext(bytes: Uint8Array): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'vaga-pdf-'));
  try {
    const file = path.join(folder, 'document.pdf');
    await writeFile(file, bytes);
    const { stdout } = await promisify(execFile)('pdftotext', ['-enc', 'UTF-8', file, '-']);
    return stdout;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
