import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The project's own lint rules (eslint.config.js) catch what docs/design.md forbids. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function ruleIds(results: ESLint.LintResult[]): string[] {
  return results.flatMap((result) => result.messages.map((message) => message.ruleId ?? ''));
}

describe('lint rules', () => {
  it('fail on an import cycle', async () => {
    const dir = await mkdtemp(path.join(root, 'apps/server/src/lint-probe-'));
    try {
      await writeFile(
        path.join(dir, 'a.ts'),
        "import { b } from './b.ts';\nexport const a = () => b;\n",
      );
      await writeFile(
        path.join(dir, 'b.ts'),
        "import { a } from './a.ts';\nexport const b = () => a;\n",
      );
      const eslint = new ESLint({ cwd: root });
      const results = await eslint.lintFiles([path.join(dir, 'a.ts'), path.join(dir, 'b.ts')]);
      expect(ruleIds(results).filter((id) => id === 'import-x/no-cycle')).toHaveLength(2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('pass the same two files without the cycle', async () => {
    const dir = await mkdtemp(path.join(root, 'apps/server/src/lint-probe-'));
    try {
      await writeFile(
        path.join(dir, 'a.ts'),
        "import { b } from './b.ts';\nexport const a = () => b;\n",
      );
      await writeFile(path.join(dir, 'b.ts'), 'export const b = () => 1;\n');
      const eslint = new ESLint({ cwd: root });
      const results = await eslint.lintFiles([path.join(dir, 'a.ts'), path.join(dir, 'b.ts')]);
      expect(ruleIds(results)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('fail when platform/ imports from modules/', async () => {
    const eslint = new ESLint({ cwd: root });
    const [result] = await eslint.lintText(
      "import { AuthService } from '../modules/auth/auth.service.ts';\nexport type A = AuthService;\n",
      { filePath: path.join(root, 'apps/server/src/platform/probe.ts') },
    );
    expect(result.messages.map((m) => m.ruleId)).toContain('no-restricted-imports');
  });

  it('fail when a module reads another module’s repository', async () => {
    const eslint = new ESLint({ cwd: root });
    const [result] = await eslint.lintText(
      "import { ProfileRepository } from '../profile/profile.repository.ts';\nexport type P = ProfileRepository;\n",
      { filePath: path.join(root, 'apps/server/src/modules/cvs/probe.ts') },
    );
    expect(result.messages.map((m) => m.ruleId)).toContain('no-restricted-imports');
  });
});
