import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PSEUDO_LANGUAGES } from '@vaga/contract';
import { catalogueFolders } from '../zh-hans/generate.ts';
import { pseudoCatalogue, pseudoScreenMessage } from './pseudo.ts';

/**
 * The test languages' catalogues (docs/decisions.md "A fifth language is a folder"): for each
 * record of the list marked `pseudo`, the catalogue of the language it is made from
 * (`derivedFrom`) pseudo-localized in its own folder, the server's domains and the web app's
 * screens (`screens/`) alike, their ICU structure kept. They are committed like zh-Hans's;
 * test/pseudo.test.ts fails when one is stale, `npm run pseudo -w @vaga/server` writes them anew.
 */
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** A screens file's tree (nested keys, lists) with each message pseudo-localized. */
function pseudoJson(value: Json): Json {
  if (typeof value === 'string') return pseudoScreenMessage(value);
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
    const [domains, screens] = catalogueFolders(derivedFrom);
    const [ownDomains, ownScreens] = catalogueFolders(tag);
    for (const file of jsonFiles(domains!)) {
      const messages = JSON.parse(readFileSync(path.join(domains!, file), 'utf8'));
      files.set(
        path.join(ownDomains!, file),
        asFile(pseudoCatalogue(messages as Record<string, string>)),
      );
    }
    for (const file of jsonFiles(screens!)) {
      const texts = JSON.parse(readFileSync(path.join(screens!, file), 'utf8'));
      files.set(path.join(ownScreens!, file), asFile(pseudoJson(texts as Json)));
    }
  }
  return files;
}
