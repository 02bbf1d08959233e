import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_CHUNK_DIR,
  chunkFileName,
  consoleLeaks,
  isConsoleModule,
  preloadedDependencies,
  type Manifest,
} from '../../../build/console-boundary.ts';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const builtManifest = path.join(web, 'dist', '.vite', 'manifest.json');

/** A manifest shaped as Vite writes it: the entry, its route table's lazy pages, shared chunks. */
function manifest(servicePageImports: string[] = []): Manifest {
  return {
    'index.html': {
      file: 'assets/index-a1.js',
      src: 'index.html',
      isEntry: true,
      imports: ['_shared-b2.js'],
      dynamicImports: [
        'src/features/joboffers/pages/service-page.tsx',
        'src/app/console/console-layout.tsx',
      ],
    },
    '_shared-b2.js': { file: 'assets/shared-b2.js' },
    'src/features/joboffers/pages/service-page.tsx': {
      file: 'assets/service-page-c3.js',
      src: 'src/features/joboffers/pages/service-page.tsx',
      isDynamicEntry: true,
      imports: ['index.html', '_shared-b2.js', ...servicePageImports],
    },
    'src/app/console/console-layout.tsx': {
      file: 'assets/console/console-layout-d4.js',
      src: 'src/app/console/console-layout.tsx',
      isDynamicEntry: true,
      imports: ['index.html', '_Table-e5.js'],
      dynamicImports: ['src/features/jobseeks/console/console-jobseeks-page.tsx'],
    },
    // antd's Table, shared by console pages: written under the console's folder.
    '_Table-e5.js': { file: 'assets/console/Table-e5.js' },
    'src/features/jobseeks/console/console-jobseeks-page.tsx': {
      file: 'assets/console/console-jobseeks-page-f6.js',
      src: 'src/features/jobseeks/console/console-jobseeks-page.tsx',
      isDynamicEntry: true,
      imports: ['_Table-e5.js'],
    },
  };
}

const chunk = (moduleIds: string[]) => ({ moduleIds });

describe('residents never download console code', () => {
  it('tells console modules: the console shell, pages and kit, antd; not the route table', () => {
    expect(isConsoleModule('/w/apps/web/src/app/console/console-layout.tsx')).toBe(true);
    expect(isConsoleModule('/w/apps/web/src/features/events/console/event-vacancies.tsx')).toBe(
      true,
    );
    expect(isConsoleModule('/w/node_modules/antd/es/table/Table.js')).toBe(true);
    expect(isConsoleModule('/w/node_modules/@ant-design/cssinjs/es/index.js')).toBe(true);
    expect(isConsoleModule('/w/apps/web/src/app/console/console-routes.tsx')).toBe(false);
    expect(isConsoleModule('/w/apps/web/src/features/events/pages/event-page.tsx')).toBe(false);
    expect(isConsoleModule('/w/apps/web/src/shared/console/console-refusal.tsx')).toBe(true);
    expect(isConsoleModule('/w/apps/web/src/shared/console/console-keys.ts')).toBe(true);
    expect(isConsoleModule('/w/apps/web/src/shared/console/console-pages.css')).toBe(true);
    expect(isConsoleModule('/w/apps/web/src/shared/ui/status-tag.tsx')).toBe(false);
    expect(isConsoleModule('/w/node_modules/antd-mobile/es/components/card/card.js')).toBe(false);
  });

  it('writes a chunk with any console module under the console folder', () => {
    expect(chunkFileName(chunk(['/w/src/features/x/pages/a.tsx']))).toBe('assets/[name]-[hash].js');
    expect(
      chunkFileName(chunk(['/w/src/features/x/pages/a.tsx', '/w/node_modules/antd/es/index.js'])),
    ).toBe(`${CONSOLE_CHUNK_DIR}[name]-[hash].js`);
  });

  it('accepts the route table’s lazy console pages and what only they import', () => {
    expect(consoleLeaks(manifest())).toEqual([]);
  });

  it('fails when a resident page imports a console page', () => {
    expect(consoleLeaks(manifest(['src/app/console/console-layout.tsx']))).toEqual([
      'src/features/joboffers/pages/service-page.tsx -> src/app/console/console-layout.tsx',
    ]);
  });

  it('fails when a resident page imports antd (a console chunk)', () => {
    expect(consoleLeaks(manifest(['_Table-e5.js']))).toEqual([
      'src/features/joboffers/pages/service-page.tsx -> _Table-e5.js',
    ]);
  });

  it('fails when a resident page imports the console kit (its shared chunk is console code)', () => {
    const m = manifest(['_console-table-g7.js']);
    m['_console-table-g7.js'] = {
      file: chunkFileName(
        chunk(['/w/src/shared/console/console-table.tsx', '/w/src/shared/console/console-keys.ts']),
      ),
    };
    expect(m['_console-table-g7.js'].file).toBe(`${CONSOLE_CHUNK_DIR}[name]-[hash].js`);
    expect(consoleLeaks(m)).toEqual([
      'src/features/joboffers/pages/service-page.tsx -> _console-table-g7.js',
    ]);
  });

  it('fails when console code is bundled into a resident chunk (its file moved to the folder)', () => {
    const m = manifest();
    m['src/features/joboffers/pages/service-page.tsx'].file = chunkFileName(
      chunk(['/w/src/features/joboffers/pages/service-page.tsx', '/w/src/app/console/nav.tsx']),
    );
    m['index.html'].imports = ['_shared-b2.js', 'src/features/joboffers/pages/service-page.tsx'];
    expect(consoleLeaks(m)).toEqual([
      'index.html -> src/features/joboffers/pages/service-page.tsx',
    ]);
    m['index.html'].file = `${CONSOLE_CHUNK_DIR}index-a1.js`;
    expect(consoleLeaks(m)).toContain('(entry) -> index.html');
  });

  it('keeps lazy chunks’ scripts out of the entry’s preload lists (the console’s too), not their styles', () => {
    const deps = ['assets/console/Table-e5.js', 'assets/shared-b2.js', 'assets/console-x.css'];
    expect(preloadedDependencies('assets/console/console-layout-d4.js', deps)).toEqual([
      'assets/console-x.css',
    ]);
    expect(preloadedDependencies('assets/service-page-c3.js', deps)).toEqual([
      'assets/console-x.css',
    ]);
  });

  it.skipIf(!existsSync(builtManifest))('holds on the last build of the app', () => {
    const built = JSON.parse(readFileSync(builtManifest, 'utf8')) as Manifest;
    expect(Object.values(built).some((c) => c.file.startsWith(CONSOLE_CHUNK_DIR))).toBe(true);
    expect(consoleLeaks(built)).toEqual([]);
  });
});
