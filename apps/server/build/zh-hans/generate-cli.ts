import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateZhHans } from './generate.ts';

/** Writes the Simplified Chinese catalogues anew (`npm run zh-hans -w @vaga/server`). */
const files = generateZhHans();
for (const [file, content] of files) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}
process.stdout.write(`${files.size} files written\n`);
