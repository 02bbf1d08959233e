import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * Compiles the server to plain JavaScript in `dist/` for production: one ES module per command
 * (server, migrate, seed) sharing chunks, and every migration as a module of its own under
 * `dist/migrations/` (the shared folder's and the modules' own together), where `db/migrate.ts` looks for them beside the compiled code. The
 * contract (TypeScript source in the workspace) is bundled in; packages from node_modules stay
 * imports.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'src');
const outdir = path.join(root, 'dist');
const migrations = path.join(src, 'db', 'migrations');

const modules = path.join(src, 'modules');
/** The migration folders: the shared one and each module's own (`modules/<m>/migrations`). */
const migrationFolders = [
  migrations,
  ...(await readdir(modules)).map((module) => path.join(modules, module, 'migrations')),
];
const migrationEntries = (
  await Promise.all(
    migrationFolders.map(async (folder) =>
      (await readdir(folder).catch(() => [] as string[]))
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
        .map((file) => ({ in: path.join(folder, file), out: `migrations/${file.slice(0, -3)}` })),
    ),
  )
).flat();

/** The contract's `exports` map as esbuild aliases: `@vaga/contract[/subpath]` → its source file. */
const contractDir = path.join(root, '..', '..', 'packages', 'contract');
const contractExports = (
  JSON.parse(await readFile(path.join(contractDir, 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  }
).exports;
const contractAliases = Object.fromEntries(
  Object.entries(contractExports).map(([subpath, file]) => [
    subpath === '.' ? '@vaga/contract' : `@vaga/contract/${subpath.replace(/^\.\//, '')}`,
    path.join(contractDir, file),
  ]),
);

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: [
    { in: path.join(src, 'server.ts'), out: 'server' },
    { in: path.join(src, 'db', 'migrate-cli.ts'), out: 'migrate-cli' },
    { in: path.join(src, 'db', 'seed', 'seed-cli.ts'), out: 'seed-cli' },
    { in: path.join(src, 'platform', 'files-migrate-cli.ts'), out: 'files-migrate-cli' },
    // Started by cvs.module.ts as a worker thread (CV PDFs), from beside the bundle.
    { in: path.join(src, 'modules', 'cvs', 'cv-pdf.worker.ts'), out: 'cv-pdf.worker' },
    // Started by mydata.module.ts as a worker thread (the PDF summary of a data export).
    { in: path.join(src, 'modules', 'mydata', 'summary-pdf.worker.ts'), out: 'summary-pdf.worker' },
    // Started by savedsearches.module.ts as a worker thread (the job-alert fan-out's writing on SQLite).
    {
      in: path.join(src, 'modules', 'savedsearches', 'alert-hits.worker.ts'),
      out: 'alert-hits.worker',
    },
    // Started by joboffers.module.ts as a worker thread (the catalog's counts on SQLite).
    {
      in: path.join(src, 'modules', 'joboffers', 'catalog-counts.worker.ts'),
      out: 'catalog-counts.worker',
    },
    ...migrationEntries,
  ],
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  // The contract is a workspace package of TypeScript source: compiled into the bundle, each
  // entry of its `exports` (the package itself and its subpaths) mapped to its source file.
  alias: contractAliases,
  // Shared chunks sit beside the entries, so `import.meta.url` in them still names `dist/`.
  chunkNames: '[name]-[hash]',
  sourcemap: 'linked',
  logLevel: 'warning',
});
console.log(`Compiled the server into ${path.relative(process.cwd(), outdir) || '.'}`);
