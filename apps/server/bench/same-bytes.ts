import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { freePort, waitUntilReady } from './bench-util.ts';
import { BROWSER_HEADERS } from './load.ts';

/** One answer of Vaga's as it went on the wire: what the same-bytes reference sends again. */
export interface RecordedAnswer {
  path: string;
  status: number;
  headers: Record<string, string>;
  /** The body as sent (compressed when Vaga compressed it), base64. */
  body: string;
}

/** Headers of the connection and the moment, which the reference's own Node sets. */
const PER_RESPONSE = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
]);

/**
 * Vaga's answer to `path` with the bench's headers, its body exactly as sent: Node's `http` is
 * used, not fetch, so a compressed body is kept compressed.
 */
async function record(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(baseUrl + path, { headers: { ...BROWSER_HEADERS, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (PER_RESPONSE.has(name) || value === undefined) continue;
          kept[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        resolve({
          path,
          status: res.statusCode ?? 0,
          headers: kept,
          body: Buffer.concat(chunks).toString('base64'),
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Starts the same-bytes reference (bench/same-bytes-fastify.ts) with the answers Vaga at
 * `baseUrl` gives to each endpoint's measured path, recorded once into `file`.
 */
export async function startSameBytes(
  baseUrl: string,
  endpoints: readonly { paths: string[]; headers?: Record<string, string> }[],
  file: string,
  serverDir: string,
): Promise<{ url: string; process: ChildProcess }> {
  const answers = await Promise.all(endpoints.map((e) => record(baseUrl, e.paths[0], e.headers)));
  writeFileSync(file, JSON.stringify(answers));
  const port = await freePort();
  const child = spawn('node', ['--import', 'tsx', 'bench/same-bytes-fastify.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), ANSWERS_FILE: file },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady([`${url}/healthz`, ...endpoints.map((e) => url + e.paths[0])]);
  return { url, process: child };
}
