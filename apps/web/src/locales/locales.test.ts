import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LANGUAGE_LIST, LOCALES } from '@vaga/contract';

/**
 * The web app's texts: each language's catalogue holds its namespaces in
 * `packages/contract/texts/<tag>/screens/<namespace>.json`, as `<tag>/<namespace>` here.
 */
const found = import.meta.glob<Record<string, unknown>>(
  '../../../../packages/contract/texts/*/screens/*.json',
  { eager: true, import: 'default' },
);
const files = Object.fromEntries(
  Object.entries(found).map(([file, texts]) => [
    file.replace(/^.*\/([^/]+)\/screens\/([^/]+)\.json$/, '$1/$2'),
    texts,
  ]),
);

/** Every leaf of a screens file as `path → text`. */
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

/** `{name}` or `{name, plural,` (not a form's text: `one {Yes}`). */
const ARGUMENT = /(?<!(?:zero|one|two|few|many|other|=\d+) )\{(\w+)(?:\}|, (plural|select),)/g;

/**
 * The arguments of an ICU message as the screens write them: `{name}` plain, `{name, plural,`
 * counted (`name:plural`), sorted. A message's apostrophes never quote a brace (the server's
 * texts-catalogue test parses every message with the ICU parser).
 */
function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  for (const [, name, kind] of message.matchAll(ARGUMENT))
    found.add(kind ? `${name}:${kind}` : name!);
  // A counted name is also written plainly inside its forms (`{count} vacancies`).
  for (const name of [...found])
    if (found.has(`${name}:plural`) || found.has(`${name}:select`)) found.delete(name);
  return [...found].sort();
}

/** What differs in the screens of each language from the default language's (zh-Hant). */
function problems(catalogue: Record<string, unknown>): string[] {
  const out: string[] = [];
  const namespaces = Object.keys(catalogue)
    .filter((file) => file.startsWith(`${DEFAULT_LOCALE}/`))
    .map((file) => file.slice(DEFAULT_LOCALE.length + 1));
  for (const { tag } of LANGUAGE_LIST) {
    for (const file of Object.keys(catalogue))
      if (file.startsWith(`${tag}/`) && !namespaces.includes(file.slice(tag.length + 1)))
        out.push(`${file}: not a namespace of ${DEFAULT_LOCALE}`);
    for (const namespace of namespaces) {
      const expected = leaves(catalogue[`${DEFAULT_LOCALE}/${namespace}`]);
      const own = catalogue[`${tag}/${namespace}`];
      if (own === undefined) {
        out.push(`${tag}/${namespace}: missing`);
        continue;
      }
      const texts = leaves(own);
      for (const path of expected.keys())
        if (!texts.has(path)) out.push(`${tag}/${namespace}: ${path} missing`);
      for (const [path, text] of texts) {
        if (!expected.has(path)) {
          out.push(`${tag}/${namespace}: ${path} is not a key of ${DEFAULT_LOCALE}`);
          continue;
        }
        if (typeof text !== 'string' || text.trim() === '') {
          out.push(`${tag}/${namespace}: ${path} is not a text`);
          continue;
        }
        const wanted = argumentsOf(expected.get(path) as string).join(', ');
        const written = argumentsOf(text).join(', ');
        if (written !== wanted)
          out.push(`${tag}/${namespace}: ${path} has [${written}], not [${wanted}]`);
      }
    }
  }
  return out;
}

describe('the screens’ texts, one catalogue per language', () => {
  it('exist for every language of the list, the same namespaces, keys and arguments', () => {
    expect(Object.keys(files)).toHaveLength(Object.keys(found).length);
    expect(Object.keys(files).filter((file) => file.startsWith('zh-Hant/'))).toHaveLength(30);
    expect(problems(files)).toEqual([]);
  });

  it('fail on a translation removed, a namespace missing, or a placeholder or plural that differs', () => {
    const pt = files['pt/common'] as { DataComponent: { message: Record<string, string> } };
    const en = files['en/common'] as { tabs: Record<string, string> };
    const changed: Record<string, unknown> = {
      ...files,
      'pt/common': {
        ...pt,
        DataComponent: { ...pt.DataComponent, message: { ...pt.DataComponent.message } },
      },
      'en/common': {
        ...en,
        tabs: { ...en.tabs, interviewPending: '({count} pending)' },
        extra: 'x',
      },
    };
    delete (changed['pt/common'] as typeof pt).DataComponent.message.noData;
    delete changed['zh-Hans/fit'];
    expect(problems(changed)).toEqual([
      'zh-Hans/fit: missing',
      'pt/common: DataComponent.message.noData missing',
      'en/common: tabs.interviewPending has [count], not [count:plural]',
      'en/common: extra is not a key of zh-Hant',
    ]);
  });

  it('carry the list messages the spec names', () => {
    for (const locale of LOCALES) {
      const common = leaves(files[`${locale}/common`]);
      for (const key of [
        'DataComponent.message.finished',
        'DataComponent.message.noData',
        'DataComponent.action.retry',
      ]) {
        expect(common.has(key), `${locale} ${key}`).toBe(true);
      }
      expect(leaves(files[`${locale}/joboffers`]).has('jobList.message.noJob')).toBe(true);
    }
  });
});
