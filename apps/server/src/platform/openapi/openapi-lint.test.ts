import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINT_LIST, PATHS } from '@vaga/contract';
import { buildTestApp } from '../../../test/helper.ts';
import type { App } from '../types.ts';

/**
 * The published document passes Redocly's recommended rules (redocly.yaml at the repository
 * root: the rules switched off say why) with no error and no warning, and the endpoint table
 * names exactly the routes the document publishes.
 */
const ROOT = resolve(import.meta.dirname, '../../../../..');
const REDOCLY = join(ROOT, 'node_modules/.bin/redocly');

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
}

let app: App;
let dir = '';
let doc: { paths: Record<string, Record<string, { operationId?: string }>> };

beforeAll(async () => {
  ({ app } = await buildTestApp());
  doc = (await app.inject(PATHS.openapi)).json();
  dir = await mkdtemp(join(tmpdir(), 'vaga-openapi-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function lint(document: unknown): Promise<LintReport> {
  const file = join(dir, `openapi-${Date.now()}.json`);
  await writeFile(file, JSON.stringify(document));
  const run = promisify(execFile);
  const args = ['lint', file, '--config', join(ROOT, 'redocly.yaml'), '--format', 'json'];
  // The linter exits 1 when it finds errors; its report is on stdout either way.
  const { stdout } = await run(REDOCLY, args, {
    cwd: ROOT,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  return JSON.parse(stdout) as LintReport;
}

describe('the OpenAPI document', () => {
  it('passes Redocly lint with no error and no warning', { timeout: 60_000 }, async () => {
    const report = await lint(doc);
    const problems = report.problems.map(
      (p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('the lint fails a document whose operation lacks its summary and operationId', async () => {
    const broken = structuredClone(doc);
    const op = broken.paths[PATHS.favorites.replace(/:(\w+)/g, '{$1}')].get;
    delete op.operationId;
    delete (op as { summary?: string }).summary;
    const report = await lint(broken);
    expect(report.problems.map((p) => p.ruleId).sort()).toEqual([
      'operation-operationId',
      'operation-summary',
    ]);
  });

  it('the endpoint table names exactly the published operations, each id once', () => {
    const published = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const declared = new Map<string, string>(
      ENDPOINT_LIST.map((e): [string, string] => [
        `${e.method} ${e.path.replace(/:(\w+)/g, '{$1}')}`,
        e.operationId,
      ]),
    );
    expect(published.filter((key) => !declared.has(key))).toEqual([]);
    expect([...declared.keys()].filter((key) => !published.includes(key))).toEqual([]);
    const ids = [...declared.values()];
    expect(new Set(ids).size).toBe(ids.length);
    for (const [key, id] of declared) {
      const [method, path] = key.split(' ');
      expect(doc.paths[path]?.[method.toLowerCase()]?.operationId, key).toBe(id);
    }
  });
});
