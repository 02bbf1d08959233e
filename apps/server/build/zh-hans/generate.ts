import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SCREENS, TEXTS_ROOT } from '../../src/platform/texts/catalogues.ts';
import { simplify } from '../../src/platform/zh-hans/convert.ts';

/**
 * The Simplified Chinese catalogues, generated from the Traditional ones (docs/decisions.md
 * "Simplified Chinese from the Traditional catalogue"): the contract's `texts/zh-Hans/*.json`
 * (the server's domains) and `texts/zh-Hans/screens/*.json` (the web app's namespaces) from
 * their `zh-Hant` twins. They are committed; test/zh-hans.test.ts fails when one is stale,
 * `npm run zh-hans -w @vaga/server` writes them anew.
 */
/** The server's files whose exported objects once held trilingual texts. */
const SERVER_TEXT_MODULES = [
  '../../src/modules/cvs/cv-pdf-labels.ts',
  '../../src/modules/mydata/summary-pdf-labels.ts',
  '../../src/modules/jobmatches/jobmatch-labels.ts',
  '../../src/modules/joboffers/joboffer-catalog.labels.ts',
  '../../src/modules/auth/login-page.ts',
  '../../src/modules/auth/demo-accounts.ts',
];

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function simplifyJson(value: Json): Json {
  if (typeof value === 'string') return simplify(value);
  if (Array.isArray(value)) return value.map(simplifyJson);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, simplifyJson(v)]));
  return value;
}

/** The folders of a language's catalogue: its own (the server's domains) and its screens'. */
export function catalogueFolders(tag: string): string[] {
  return [path.join(TEXTS_ROOT, tag), path.join(TEXTS_ROOT, tag, SCREENS)];
}

/** Strings held under a Chinese key (`zh-Hant` or `zh`) anywhere in a value. */
function chineseTexts(value: unknown, inChinese: boolean, into: Set<string>, seen: Set<object>) {
  if (typeof value === 'string') {
    if (inChinese && /\p{Script=Han}/u.test(value)) into.add(value);
    return;
  }
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  for (const [key, item] of Object.entries(value))
    chineseTexts(item, inChinese || key === 'zh-Hant' || key === 'zh', into, seen);
}

/**
 * The Traditional texts still written in code: held under a `zh-Hant` or `zh` key of the
 * contract's or the server's exported objects (each should be in a catalogue instead).
 */
export async function textsInCode(): Promise<string[]> {
  const modules = [
    (await import('@vaga/contract')) as Record<string, unknown>,
    ...(await Promise.all(
      SERVER_TEXT_MODULES.map((file) => import(file) as Promise<Record<string, unknown>>),
    )),
  ];
  const texts = new Set<string>();
  const seen = new Set<object>();
  for (const module of modules) chineseTexts(module, false, texts, seen);
  return [...texts].sort();
}

const asFile = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Every generated file, by its absolute path, with its content. */
export function generateZhHans(): Map<string, string> {
  const files = new Map<string, string>();
  const target = catalogueFolders('zh-Hans');
  catalogueFolders('zh-Hant').forEach((source, i) => {
    for (const file of readdirSync(source)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const texts = JSON.parse(readFileSync(path.join(source, file), 'utf8')) as Json;
      files.set(path.join(target[i]!, file), asFile(simplifyJson(texts)));
    }
  });
  return files;
}
