import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withLoggingApp } from '../../../test/logging-app.ts';

const MESSAGE = 'no server renderer beside the web build';

const warnings = (lines: string[]) =>
  lines
    .map((line) => JSON.parse(line) as { level: number; msg: string; dir?: string })
    .filter((entry) => entry.level === 40 && entry.msg.startsWith(MESSAGE));

/**
 * A web build deployed without its server renderer (`dist-server` beside `dist`) still serves
 * every page as the app shell; the operator is told at start, naming the folder looked in.
 */
describe('a web build without its server renderer', () => {
  it('is named in a warning at start, and the pages still answer', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'vaga-web-'));
    const webDist = path.join(root, 'dist');
    mkdirSync(webDist);
    writeFileSync(path.join(webDist, 'index.html'), '<!DOCTYPE html><title>Vaga</title>');
    await withLoggingApp(
      'warn',
      async (app, lines) => {
        expect(warnings(lines)).toEqual([
          expect.objectContaining({ dir: path.join(root, 'dist-server') }),
        ]);
        const page = await app.inject({ url: '/service' });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('<title>Vaga</title>');
      },
      undefined,
      { WEB_DIST: webDist },
    );
  });

  it('is not warned of when the server serves no web build', async () => {
    await withLoggingApp('warn', async (_app, lines) => {
      expect(warnings(lines)).toEqual([]);
    });
  });
});
