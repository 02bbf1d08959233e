import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FirstScreenSize {
  files: { file: string; bytes: number; gzipBytes: number }[];
  totalGzipBytes: number;
}

/** The JavaScript that index.html loads before anything else: its module script and modulepreloads. */
export function firstScreenJavaScript(webDist: string): FirstScreenSize {
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const refs = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) refs.add(match[1]);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g))
    refs.add(match[1]);
  const files = [...refs].map((ref) => {
    const content = readFileSync(path.join(webDist, ref.replace(/^\//, '')));
    return { file: ref, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  });
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}
