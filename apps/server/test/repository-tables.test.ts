import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Each module owns the tables of its `<feature>.tables.ts`. A repository writes only its own
 * module's tables and names every table of another module it reads in its exported
 * `FOREIGN_READS`; this test reads the SQL of every repository and holds both rules.
 */
const modulesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/modules');

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const moduleOf = (file: string) => path.relative(modulesDir, file).split(path.sep)[0];

/** table name → owning module, from the `XTables` interfaces. */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of filesUnder(modulesDir, '.tables.ts')) {
    const source = readFileSync(file, 'utf8');
    for (const block of source.matchAll(/export interface \w+Tables\s*{([^}]*)}/g)) {
      for (const [, table] of block[1].matchAll(/^\s*(\w+)\s*:/gm))
        owners.set(table, moduleOf(file));
    }
  }
  return owners;
}

const owners = tableOwners();
const tableNames = [...owners.keys()].sort((a, b) => b.length - a.length).join('|');

function referencedTables(source: string): { read: Set<string>; written: Set<string> } {
  const read = new Set<string>();
  const written = new Set<string>();
  const patterns: [RegExp, Set<string>][] = [
    [
      new RegExp(
        `\\b(?:selectFrom|innerJoin|leftJoin|rightJoin|with)\\(\\s*'(${tableNames})\\b`,
        'g',
      ),
      read,
    ],
    [
      new RegExp(
        `\\b(?:insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\\(\\s*'(${tableNames})\\b`,
        'g',
      ),
      written,
    ],
    [new RegExp(`\\b(?:from|join)\\s+(${tableNames})\\b`, 'gi'), read],
    [
      new RegExp(`\\b(?:insert\\s+into|update|delete\\s+from)\\s+(${tableNames})\\b`, 'gi'),
      written,
    ],
  ];
  for (const [pattern, into] of patterns)
    for (const match of source.matchAll(pattern)) into.add(match[1]);
  return { read, written };
}

function declaredForeignReads(source: string): string[] | null {
  const match = /export const FOREIGN_READS\s*=\s*\[([^\]]*)\]/.exec(source);
  return match ? [...match[1].matchAll(/'(\w+)'/g)].map((m) => m[1]) : null;
}

const repositories = filesUnder(modulesDir, '.repository.ts');

describe('repositories and the tables they use', () => {
  it('finds the tables of every module', () => {
    expect(owners.get('job_offer')).toBe('joboffers');
    expect(owners.get('employer')).toBe('employer');
    expect(repositories.length).toBeGreaterThan(8);
  });

  it('recognises reads and writes in query-builder and raw SQL', () => {
    const probe = referencedTables(
      "db.selectFrom('employer as e').innerJoin('event', 'x', 'y'); sql`select 1 from favorite f`; db.updateTable('job_offer'); sql`delete from banner`",
    );
    expect([...probe.read].sort()).toEqual(['banner', 'employer', 'event', 'favorite']);
    expect([...probe.written].sort()).toEqual(['banner', 'job_offer']);
  });

  for (const file of repositories) {
    const name = path.relative(modulesDir, file);
    it(`${name} writes only its module's tables and declares what it reads of others`, () => {
      const source = readFileSync(file, 'utf8');
      const mine = moduleOf(file);
      const { read, written } = referencedTables(source);
      expect([...written].filter((t) => owners.get(t) !== mine)).toEqual([]);
      const foreign = [...read].filter((t) => owners.get(t) !== mine).sort();
      const declared = declaredForeignReads(source);
      if (foreign.length > 0) expect(declared?.slice().sort()).toEqual(foreign);
      else expect(declared ?? []).toEqual([]);
    });
  }
});
