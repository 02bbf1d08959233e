import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { migrateLocalFiles } from './files-migrate.ts';
import { S3FileStore } from './s3-file-store.ts';

/**
 * `npm run files:migrate [-- --keep]`: moves the files of STORAGE_DIR into the object storage of
 * STORAGE_URL (and the S3_* settings) under the same keys. Run it again after a stop: it goes on
 * where it was. `--keep` copies without removing the local files (while servers still read them).
 */
const usage = 'usage: npm run files:migrate [-- --keep]  (with STORAGE_URL=s3://… and STORAGE_DIR)';

try {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { keep: { type: 'boolean', default: false } },
  });
  const config = loadConfig();
  if (!config.s3) {
    console.error(`STORAGE_URL is not set: nowhere to move the files to.\n${usage}`);
    process.exit(2);
  }
  const store = new S3FileStore(config.s3);
  const target = `s3://${config.s3.bucket}/${config.s3.prefix}`;
  console.log(`Moving the files of ${config.storageDir} to ${target}`);
  const report = await migrateLocalFiles(config.storageDir, store, {
    keep: values.keep,
    log: (line) => console.log(line),
  });
  store.close();
  console.log(
    `Done: ${report.copied} copied, ${report.present} already there, ${report.removed} removed locally, ${report.partial} .part files left`,
  );
} catch (error) {
  const refused = (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  console.error(refused ? `${(error as Error).message}\n${usage}` : error);
  process.exit(refused ? 2 : 1);
}
