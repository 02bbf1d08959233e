import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simplify } from '../../src/platform/zh-hans/convert.ts';

/**
 * The Simplified Chinese catalogues, generated from the Traditional ones (docs/decisions.md
 * "Simplified Chinese from the Traditional catalogue"): the web app's `locales/zh-Hans/*.json`
 * namespaces from `locales/zh-Hant/*.json`, the contract's `texts/zh-Hans/*.json` from
 * `texts/zh-Hant/*.json`, and two dictionaries, Traditional text → Simplified
 * text, of the trilingual text objects (the contract's, which the web and the server read, and
 * the server's own: PDF labels, the login page, reasons). They are committed; test/zh-hans.test.ts
 * fails when one is stale, `npm run zh-hans -w @vaga/server` writes them anew.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../../..');
const web = path.join(repo, 'apps/web/src');

/** The contract's catalogues (`texts/<tag>/<domain>.json`): zh-Hans is written from zh-Hant. */
export const CONTRACT_TEXTS = path.join(repo, 'packages/contract/texts');

export const CONTRACT_DICTIONARY = path.join(repo, 'packages/contract/src/zh-hans.generated.json');
export const SERVER_DICTIONARY = path.join(
  repo,
  'apps/server/src/platform/zh-hans/server-texts.generated.json',
);

/** The server's files whose exported objects hold trilingual texts. */
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

/** Every catalogue folder of the web app that holds a `<source>` language's files. */
export function webLocaleFolders(source = 'zh-Hant'): string[] {
  const features = path.join(web, 'features');
  return [
    path.join(web, 'locales'),
    ...readdirSync(features)
      .map((feature) => path.join(features, feature, 'locales'))
      .filter((folder) => {
        try {
          return readdirSync(path.join(folder, source)).length > 0;
        } catch {
          return false;
        }
      }),
  ];
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

function dictionaryOf(modules: readonly Record<string, unknown>[]): Record<string, string> {
  const texts = new Set<string>();
  const seen = new Set<object>();
  for (const module of modules) chineseTexts(module, false, texts, seen);
  return Object.fromEntries([...texts].sort().map((text) => [text, simplify(text)] as const));
}

const asFile = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Every generated file, by its absolute path, with its content. */
export async function generateZhHans(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  // Each catalogue folder's zh-Hant files (the web's namespaces, the contract's texts) in zh-Hans.
  for (const folder of [...webLocaleFolders(), CONTRACT_TEXTS]) {
    const source = path.join(folder, 'zh-Hant');
    for (const file of readdirSync(source)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const texts = JSON.parse(readFileSync(path.join(source, file), 'utf8')) as Json;
      files.set(path.join(folder, 'zh-Hans', file), asFile(simplifyJson(texts)));
    }
  }
  const contract = (await import('@vaga/contract')) as Record<string, unknown>;
  files.set(CONTRACT_DICTIONARY, asFile(dictionaryOf([contract])));
  const server = await Promise.all(
    SERVER_TEXT_MODULES.map((file) => import(file) as Promise<Record<string, unknown>>),
  );
  files.set(SERVER_DICTIONARY, asFile(dictionaryOf(server)));
  return files;
}
