import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Console code: the console shell (`app/console/**`), the domains' console pages
 * (`features/<domain>/console/**`), the console kit the domains' console pages share
 * (`shared/console/**`: lists, tables, record states, staff forms, query keys) and antd, the
 * console's desktop kit. Residents never download
 * any of it: the resident shell reaches the console only through the console's route table
 * (`app/console/console-routes.tsx`, which loads every console page lazily).
 */
export const CONSOLE_MODULES: readonly RegExp[] = [
  /\/src\/app\/console\/(?!console-routes\.tsx$)/,
  /\/src\/features\/[^/]+\/console\//,
  /\/src\/shared\/console\//,
  /\/node_modules\/antd\//,
  /\/node_modules\/@ant-design\//,
];

/** Where chunks holding console code are written: their own folder, which the manifest shows. */
export const CONSOLE_CHUNK_DIR = 'assets/console/';

export function isConsoleModule(id: string): boolean {
  const normalized = id.replaceAll('\\', '/');
  return CONSOLE_MODULES.some((pattern) => pattern.test(normalized));
}

/**
 * Rollup's file name for a chunk: under CONSOLE_CHUNK_DIR when any of its modules is console
 * code, else the usual `assets/[name]-[hash].js`. A console module bundled into a resident chunk
 * (where the manifest would not name it) so moves that chunk into the console's folder.
 */
export function chunkFileName(chunk: { moduleIds: readonly string[] }): string {
  return chunk.moduleIds.some(isConsoleModule)
    ? `${CONSOLE_CHUNK_DIR}[name]-[hash].js`
    : 'assets/[name]-[hash].js';
}

/**
 * Vite's `build.modulePreload.resolveDependencies`: a lazy chunk's stylesheets are listed beside
 * its dynamic import (they load with it, which is how its styles arrive), its scripts are not.
 * The list of every lazy route's dependencies lives in the entry, which every first screen
 * downloads (the first-screen budget): the browser fetches a page's imports as it loads the page, and
 * once the service worker has precached the app (after the first screen) from there. A console
 * page's scripts so never enter a resident's download either.
 */
export function preloadedDependencies(_filename: string, deps: string[]): string[] {
  return deps.filter((dep) => dep.endsWith('.css'));
}

/** An entry of Vite's build manifest (`.vite/manifest.json`), as far as this check reads it. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  /** Keys of the chunks it imports statically (downloaded with it). */
  imports?: string[];
  /** Keys of the chunks it imports on demand. */
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

function isConsoleChunk(key: string, chunk: ManifestChunk): boolean {
  return chunk.file.startsWith(CONSOLE_CHUNK_DIR) || isConsolePage(key, chunk);
}

/** A console page's own chunk: one whose source module is console code. */
function isConsolePage(key: string, chunk: ManifestChunk): boolean {
  return isConsoleModule(`/${chunk.src ?? key}`);
}

/**
 * The console chunks a resident downloads, as `importer -> console chunk` lines (none when the
 * boundary holds). Resident chunks are the entry and every chunk reachable from it through
 * static and dynamic imports, except through a dynamic import of a console page (the route
 * table's lazy console pages, loaded only when a console is opened). A resident chunk that holds
 * console code (written under CONSOLE_CHUNK_DIR) or is a console page is a leak.
 */
export function consoleLeaks(manifest: Manifest): string[] {
  const leaks: string[] = [];
  const seen = new Set<string>();
  const queue: [from: string, key: string][] = Object.keys(manifest)
    .filter((key) => manifest[key].isEntry)
    .map((key) => ['(entry)', key]);
  while (queue.length > 0) {
    const [from, key] = queue.shift() as [string, string];
    const chunk = manifest[key];
    if (!chunk) continue;
    if (isConsoleChunk(key, chunk)) {
      leaks.push(`${from} -> ${key}`);
      continue;
    }
    if (seen.has(key)) continue;
    seen.add(key);
    for (const imported of chunk.imports ?? []) queue.push([key, imported]);
    for (const imported of chunk.dynamicImports ?? []) {
      const target = manifest[imported];
      if (target && !isConsolePage(imported, target)) queue.push([key, imported]);
    }
  }
  return [...new Set(leaks)];
}

/**
 * Fails the build when a chunk residents download imports console code (consoleLeaks on the
 * manifest the build has just written; `build.manifest` must be on).
 */
export function consoleBoundary(): Plugin {
  return {
    name: 'vaga-console-boundary',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir ?? path.dirname(options.file ?? '');
      const manifest = JSON.parse(
        readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8'),
      ) as Manifest;
      const leaks = consoleLeaks(manifest);
      if (leaks.length > 0) {
        this.error(`resident chunks import console code:\n  ${leaks.join('\n  ')}`);
      }
    },
  };
}
