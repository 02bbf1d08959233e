import { once } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { ZipArchive } from 'archiver';
import type { StoredContent } from '../../platform/file-store.ts';
import type { ExportContent, ExportFile } from './export.service.ts';

/** A stored file of the export, opened in the store before the first byte is sent. */
export interface OpenedExportFile {
  name: string;
  stored: StoredContent;
}

/**
 * Opens every stored file of an export before anything is answered: a store that cannot be
 * reached fails the request with its own error (FILE_STORE_UNAVAILABLE) instead of cutting a
 * ZIP already under way. On a failure the files opened so far are closed.
 */
export async function openExportFiles(files: ExportFile[]): Promise<OpenedExportFile[]> {
  const opened: OpenedExportFile[] = [];
  try {
    for (const file of files) opened.push({ name: file.name, stored: await file.open() });
  } catch (error) {
    for (const file of opened) file.stored.stream.destroy();
    throw error;
  }
  return opened;
}

/**
 * Streams an export as one ZIP: a JSON file per kind, the PDF summary, then each stored file
 * (opened beforehand by openExportFiles, read only when the archive reaches it; the archive is
 * read by the response as it is written, so nothing large is held whole). A file failing while
 * it is read ends the archive with an error: the client sees a broken download, never a
 * silently partial one.
 */
export function exportArchive(
  content: Omit<ExportContent, 'files'>,
  files: OpenedExportFile[],
  log: FastifyBaseLogger,
): ZipArchive {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const fill = async () => {
    for (const [kind, value] of Object.entries(content.json)) {
      archive.append(`${JSON.stringify(value, null, 2)}\n`, { name: `${kind}.json` });
    }
    archive.append(Buffer.from(content.summary), { name: 'summary.pdf' });
    for (const file of files) {
      const added = once(archive, 'entry');
      archive.append(file.stored.stream, { name: file.name });
      await added;
    }
    await archive.finalize();
  };
  fill().catch((err: unknown) => {
    log.warn({ err }, 'data export not completed');
    for (const file of files) file.stored.stream.destroy();
    archive.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return archive;
}
