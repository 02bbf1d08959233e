import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|webmanifest|xml)$/i;
/**
 * Under this size a compressed copy saves less than its headers cost (`Content-Encoding` and
 * `Vary`); a small chunk of a few hundred bytes still comes out at half its size.
 */
const MIN_BYTES = 256;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** Writes `<file>.br` and `<file>.gz` beside every built text file of at least MIN_BYTES. */
export async function precompressDir(dir: string): Promise<number> {
  let count = 0;
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    const content = await readFile(file);
    const [br, gzipped] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gz(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
    count += 1;
  }
  return count;
}

/**
 * Precompresses the build output with brotli and gzip, so the server sends the smaller copy the
 * browser accepts without compressing on every request.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'vaga-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const count = await precompressDir(outDir);
      config.logger.info(`precompressed ${count} files (br, gz)`);
    },
  };
}
