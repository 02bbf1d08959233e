import { createReadStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { FOLDER, KEY } from './file-store.ts';
import type { S3FileStore } from './s3-file-store.ts';

export interface MigrateReport {
  /** Files put in object storage by this run. */
  copied: number;
  /** Files already there whole (an earlier run), not sent again. */
  present: number;
  /** Local files removed once their object was checked. */
  removed: number;
  /** `.part` files (uploads cut short) left for the local sweep, never moved. */
  partial: number;
}

/**
 * Moves the files of a local store folder into object storage under the same keys, so the rows
 * that hold them need no change. Resumable: a file whose object already has its size is not sent
 * again; a local file is removed only after its object is checked (unless `keep`), so a run cut
 * short at any point is finished by running it again.
 */
export async function migrateLocalFiles(
  storageDir: string,
  store: S3FileStore,
  options: { keep?: boolean; log?: (line: string) => void } = {},
): Promise<MigrateReport> {
  const log = options.log ?? (() => undefined);
  const root = path.resolve(storageDir);
  const report: MigrateReport = { copied: 0, present: 0, removed: 0, partial: 0 };
  let folders: string[];
  try {
    folders = (await readdir(root, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory() && FOLDER.test(entry.name))
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return report;
    throw error;
  }
  for (const folder of folders) {
    for (const name of (await readdir(path.join(root, folder))).sort()) {
      const key = `${folder}/${name}`;
      if (name.endsWith('.part')) {
        report.partial += 1;
        continue;
      }
      if (!KEY.test(key)) continue;
      const file = path.join(root, key);
      const info = await stat(file);
      if (!info.isFile()) continue;
      if ((await store.sizeOf(key)) === info.size) {
        report.present += 1;
      } else {
        await store.putAt(key, createReadStream(file), info.size);
        if ((await store.sizeOf(key)) !== info.size) {
          throw new Error(`${key}: the stored object does not have the file's size`);
        }
        report.copied += 1;
        log(`copied ${key} (${info.size} bytes)`);
      }
      if (!options.keep) {
        await rm(file, { force: true });
        report.removed += 1;
      }
    }
  }
  return report;
}
