import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MODULES } from '../src/modules.ts';
import { buildTestApp } from './helper.ts';

/**
 * Each server module says what it adds to the app in one manifest (`<module>.module.ts`), and the
 * composition root (src/modules.ts) is the ordered list of them: adding a module edits no shared
 * file but that list.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const modulesDir = path.join(src, 'modules');

/** Modules composed elsewhere, with the reason. */
const NOT_LISTED: Record<string, string> = {
  // Its routes need the web build's renderer and page shell: app.ts registers them after the web app.
  pages: 'registered by app.ts after the web app',
};

const folders = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** The non-test TypeScript sources under `dir`, relative to src/. */
function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .map((file) => ({ file: path.relative(src, file), text: readFileSync(file, 'utf8') }));
}

/** The module folder a file imported from `file` lies in, or null. */
function importedModules(file: string, text: string): { module: string; target: string }[] {
  return [...text.matchAll(/from '(\.[^']+)'/g)]
    .map((m) => path.relative(src, path.resolve(src, path.dirname(file), m[1])))
    .filter((target) => target.startsWith(`modules${path.sep}`))
    .map((target) => ({ module: target.split(path.sep)[1], target }));
}

describe('module manifests', () => {
  it('every module folder has exactly one manifest, and the list holds it', () => {
    expect(folders.length).toBeGreaterThan(15);
    for (const folder of folders) {
      const manifests = readdirSync(path.join(modulesDir, folder)).filter((f) =>
        f.endsWith('.module.ts'),
      );
      if (NOT_LISTED[folder]) expect(manifests, folder).toEqual([]);
      else expect(manifests, folder).toEqual([`${folder}.module.ts`]);
    }
    const listed = MODULES.map((m) => m.name).sort();
    expect(listed).toEqual(folders.filter((folder) => !NOT_LISTED[folder]));
  });

  it("the list's names are unique", () => {
    const names = MODULES.map((m) => m.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('no central container of services or repositories is written', () => {
    for (const gone of ['services.ts', 'repositories.ts']) {
      expect(existsSync(path.join(src, gone)), gone).toBe(false);
    }
  });

  it('only the list imports a manifest, and nothing outside a module builds its services', () => {
    const offenders: string[] = [];
    for (const { file, text } of sources(src)) {
      const own = file.startsWith(`modules${path.sep}`) ? file.split(path.sep)[1] : null;
      for (const { module, target } of importedModules(file, text)) {
        if (module === own) continue;
        const manifest = target.endsWith('.module.ts');
        const composing = /\.(service|repository)\.ts$/.test(target);
        if (manifest && file !== 'modules.ts') offenders.push(`${file} → ${target}`);
        if (composing && own === null) offenders.push(`${file} → ${target}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('the list is in dependency order: every service is built, each by one module', async () => {
    // A module reading an unbuilt service at once throws while the app is built.
    const { app } = await buildTestApp();
    const built = Object.keys(app.services);
    expect(built.filter((name, i) => built.indexOf(name) !== i)).toEqual([]);
    for (const name of ['files', 'auth', 'jobOfferList', 'notifications', 'myDataExport']) {
      expect(built, name).toContain(name);
      expect(app.services[name as keyof typeof app.services], name).toBeTruthy();
    }
    expect(built.length).toBeGreaterThan(MODULES.length);
  });
});
