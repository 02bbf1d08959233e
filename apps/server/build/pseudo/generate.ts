import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PSEUDO_LANGUAGES } from '@vaga/contract';
import { pseudoText } from '@vaga/contract/pseudo';
import { CONTRACT_TEXTS, webLocaleFolders } from '../zh-hans/generate.ts';
import { pseudoCatalogue } from './pseudo.ts';

/**
 * The test languages' catalogues (docs/decisions.md "A fifth language is a folder"): for each
 * record of the list marked `pseudo`, every catalogue folder of the language it is made from
 * (`derivedFrom`), pseudo-localized beside it: the web's namespaces (`{{name}}` and `<tags>`
 * kept) and the contract's ICU texts (their structure kept). They are committed like zh-Hans's;
 * test/pseudo.test.ts fails when one is stale, `npm run pseudo -w @vaga/server` writes them anew.
 */
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function pseudoJson(value: Json): Json {
  if (typeof value === 'string') return pseudoText(value);
  if (Array.isArray(value)) return value.map(pseudoJson);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pseudoJson(v)]));
  return value;
}

const asFile = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const jsonFiles = (folder: string) =>
  readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort();

/** Every generated file, by its absolute path, with its content. */
export function generatePseudo(): Map<string, string> {
  const files = new Map<string, string>();
  for (const { tag, derivedFrom } of PSEUDO_LANGUAGES) {
    if (!derivedFrom) throw new Error(`${tag} names no language it is made from`);
    for (const folder of webLocaleFolders(derivedFrom))
      for (const file of jsonFiles(path.join(folder, derivedFrom))) {
        const texts = JSON.parse(readFileSync(path.join(folder, derivedFrom, file), 'utf8'));
        files.set(path.join(folder, tag, file), asFile(pseudoJson(texts as Json)));
      }
    for (const file of jsonFiles(path.join(CONTRACT_TEXTS, derivedFrom))) {
      const source = path.join(CONTRACT_TEXTS, derivedFrom, file);
      const messages = JSON.parse(readFileSync(source, 'utf8')) as Record<string, string>;
      files.set(path.join(CONTRACT_TEXTS, tag, file), asFile(pseudoCatalogue(messages)));
    }
  }
  return files;
}
