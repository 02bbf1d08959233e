import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generatePseudo } from './generate.ts';

/** Writes the test languages' catalogues anew (`npm run pseudo -w @vaga/server`). */
const files = generatePseudo();
for (const [file, content] of files) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}
process.stdout.write(`${files.size} files written\n`);
