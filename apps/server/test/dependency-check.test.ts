import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * The dependency check (.dependency-cruiser.cjs, `npm run lint:deps`) fails the lint on an import
 * circle, type-only imports included, and on the notifications module importing another module.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const depcruise = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

/** Runs the check over `dir` (`depth`: how far it follows imports): its exit code and report. */
async function check(dir: string, depth: number): Promise<{ code: number; report: string }> {
  const args = ['--config', '.dependency-cruiser.cjs', '--output-type', 'err'];
  if (depth > 0) args.push('--max-depth', String(depth));
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [depcruise, ...args, path.relative(root, dir)],
      { cwd: root },
    );
    return { code: 0, report: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, report: failed.stdout };
  }
}

/** Writes the files into a fresh folder under `parent`, runs the check, removes the folder. */
async function probe(parent: string, files: Record<string, string>, depth = 0) {
  const dir = await mkdtemp(path.join(root, parent, 'dependency-probe-'));
  try {
    for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
    return await check(dir, depth);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('dependency check', () => {
  it('fails on a circle of type-only imports, and passes without it', async () => {
    // Both at once: each run is mostly the check's start.
    const [circle, line] = await Promise.all([
      probe('apps/server/src', {
        'a.ts': "import type { B } from './b.ts';\nexport interface A {\n  b: B;\n}\n",
        'b.ts': "import type { A } from './a.ts';\nexport interface B {\n  a?: A;\n}\n",
      }),
      probe('apps/server/src', {
        'a.ts': "import type { B } from './b.ts';\nexport interface A {\n  b: B;\n}\n",
        'b.ts': 'export interface B {\n  n: number;\n}\n',
      }),
    ]);
    expect(circle.code).not.toBe(0);
    expect(circle.report).toContain('no-circular');

    expect(line.report).not.toContain('error');
    expect(line.code).toBe(0);
  }, 60_000);

  it('fails when the notifications module imports another module', async () => {
    const found = await probe(
      'apps/server/src/modules/notifications',
      {
        'a.ts':
          "import type { InterviewMatch } from '../../jobmatches/jobmatch-notices.ts';\nexport type A = InterviewMatch;\n",
      },
      1,
    );
    expect(found.code).not.toBe(0);
    expect(found.report).toContain('notifications-imports-no-module');
  }, 60_000);
});
