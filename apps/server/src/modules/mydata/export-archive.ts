import { once } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { ZipArchive } from 'archiver';
import type { ExportContent } from './export.service.ts';

/**
 * Streams an export as one ZIP: a JSON file per kind, the PDF summary, then each stored file,
 * opened only when the archive reaches it (one open file at a time; the archive is read by the
 * response as it is written, so nothing large is held whole). A file the store no longer has
 * ends the archive with an error: the client sees a broken download, never a silently partial one.
 */
export function exportArchive(content: ExportContent, log: FastifyBaseLogger): ZipArchive {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const fill = async () => {
    for (const [kind, value] of Object.entries(content.json)) {
      archive.append(`${JSON.stringify(value, null, 2)}\n`, { name: `${kind}.json` });
    }
    archive.append(Buffer.from(content.summary), { name: 'summary.pdf' });
    for (const file of content.files) {
      const stored = await file.open();
      const added = once(archive, 'entry');
      archive.append(stored.stream, { name: file.name });
      await added;
    }
    await archive.finalize();
  };
  fill().catch((err: unknown) => {
    log.warn({ err }, 'data export not completed');
    archive.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return archive;
}
