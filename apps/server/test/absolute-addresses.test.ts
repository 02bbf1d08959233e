import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No absolute address is ever built from a request: the Host header (and the forwarded host or
 * scheme) is whatever the client sent. Every absolute address starts with PUBLIC_URL
 * (`config.publicUrl`, `config.publicOrigin`). This reads the server's code for any read of them.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

/** Reads of what the client says its address is; an assignment (a header set) is not one. */
const READS = [
  /\b(request|req|raw)\.(host|hostname|protocol|port)\b/,
  /\bheaders\.host\b(?!\s*=[^=])/,
  /\bheaders\[\s*['"](host|x-forwarded-host|x-forwarded-proto|forwarded)['"]\s*\](?!\s*=[^=])/i,
];

async function sourceFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await sourceFiles(full)));
    else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) files.push(full);
  }
  return files;
}

describe('absolute addresses', () => {
  it('are never built from the request’s Host or scheme', async () => {
    const found: string[] = [];
    for (const file of await sourceFiles(SRC)) {
      const lines = (await readFile(file, 'utf8')).split('\n');
      lines.forEach((line, index) => {
        if (READS.some((read) => read.test(line))) {
          found.push(`${path.relative(SRC, file)}:${index + 1}: ${line.trim()}`);
        }
      });
    }
    expect(found).toEqual([]);
  });

  it('would catch a read of the Host header', () => {
    for (const line of [
      'const origin = `${request.protocol}://${request.host}`;',
      'const host = request.headers.host;',
      "const host = request.headers['x-forwarded-host'];",
    ]) {
      expect(READS.some((read) => read.test(line))).toBe(true);
    }
    expect(READS.some((read) => read.test('headers.host = issuerUrl.host;'))).toBe(false);
  });
});
