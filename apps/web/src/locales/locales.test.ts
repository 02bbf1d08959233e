import { describe, expect, it } from 'vitest';
import { LOCALES } from '@vaga/contract';

/** The app's locale files and the domains' (`features/<domain>/locales/…`), as `./<lang>/<ns>.json`. */
const found = import.meta.glob<Record<string, unknown>>(
  ['./*/*.json', '../features/*/locales/*/*.json'],
  { eager: true, import: 'default' },
);
const files = Object.fromEntries(
  Object.entries(found).map(([file, texts]) => [
    file.replace(/^.*\/([^/]+)\/([^/]+\.json)$/, './$1/$2'),
    texts,
  ]),
);

/** Every leaf of a locale file as `path → text`. */
function leaves(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      for (const [path, leaf] of leaves(value, prefix === '' ? key : `${prefix}.${key}`))
        out.set(path, leaf);
    }
  } else {
    out.set(prefix, node);
  }
  return out;
}

const namespaces = [...new Set(Object.keys(files).map((file) => file.split('/')[2]))];

describe('locale files', () => {
  it('exist for every language and namespace, each namespace in one place', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    expect(Object.keys(files)).toHaveLength(Object.keys(found).length);
    for (const locale of LOCALES) {
      for (const namespace of namespaces) expect(files[`./${locale}/${namespace}`]).toBeDefined();
    }
  });

  it.each(namespaces)('%s has the same texts, none empty, in zh-Hant, pt and en', (namespace) => {
    const [first, ...others] = LOCALES.map((locale) => leaves(files[`./${locale}/${namespace}`]));
    for (const other of others) expect([...other.keys()].sort()).toEqual([...first.keys()].sort());
    for (const texts of [first, ...others]) {
      for (const [path, text] of texts) {
        expect(typeof text, path).toBe('string');
        expect((text as string).trim(), path).not.toBe('');
      }
    }
  });

  it('carries the list messages the spec names', () => {
    for (const locale of LOCALES) {
      const common = leaves(files[`./${locale}/common.json`]);
      for (const key of [
        'DataComponent.message.finished',
        'DataComponent.message.noData',
        'DataComponent.action.retry',
      ]) {
        expect(common.has(key), `${locale} ${key}`).toBe(true);
      }
      expect(leaves(files[`./${locale}/joboffers.json`]).has('jobList.message.noJob')).toBe(true);
    }
  });
});
