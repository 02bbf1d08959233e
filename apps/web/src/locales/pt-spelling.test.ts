import { describe, expect, it } from 'vitest';
import * as contract from '@vaga/contract';

/** The Portuguese screens of the web app (`texts/pt/screens/*.json`). */
const files = import.meta.glob<Record<string, unknown>>(
  '../../../../packages/contract/texts/pt/screens/*.json',
  { eager: true, import: 'default' },
);
/** The contract's Portuguese catalogues (errors, validation, names of states and kinds, PDFs…). */
const catalogues = import.meta.glob<Record<string, unknown>>(
  '../../../../packages/contract/texts/pt/*.json',
  { eager: true, import: 'default' },
);

/**
 * Spellings from before the 1990 orthographic agreement, which Portuguese texts no longer use
 * (`Actualizar` → `Atualizar`, `acção` → `ação`, `correcto` → `correto`…). Forms whose consonant
 * is still pronounced in Portugal (`contacto`, `secção`, `facto`) are not among them.
 */
const OLD_SPELLINGS = new RegExp(
  `(?<!\\p{L})(${[
    'actualiz\\p{L}*',
    'desactiv\\p{L}*',
    'inactiv[oa]s?',
    'activ(?:o|a|os|as|idades?)',
    'afect(?:a|ar|e|em|ad[oa]s?)',
    'correct(?:o|a|os|as|amente)',
    'electr(?:ónic|icist|icidade)\\p{L}*',
    'protecç\\p{L}*',
    'projecto\\p{L}*',
    'recepç\\p{L}*',
    'recepcion\\p{L}*',
    'acç(?:ão|ões)',
    'desinfecç\\p{L}*',
    'direcç\\p{L}*',
    'selecç\\p{L}*',
    'óptim\\p{L}*',
    'excepç\\p{L}*',
    'efectu\\p{L}*',
    'colectiv\\p{L}*',
    'objectiv\\p{L}*',
    'respectiv\\p{L}*',
  ].join('|')})(?!\\p{L})`,
  'giu',
);

/** Every text of an object tree, with its path. */
function texts(node: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof node === 'string') out.push([path, node]);
  else if (Array.isArray(node)) node.forEach((item, i) => texts(item, `${path}.${i}`, out));
  else if (node !== null && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) texts(value, `${path}.${key}`, out);
  return out;
}

/** The Portuguese texts the contract carries (error catalogue, validation messages, labels). */
function contractPortuguese(node: unknown, path: string, out: [string, string][] = []) {
  if (Array.isArray(node)) node.forEach((item, i) => contractPortuguese(item, `${path}.${i}`, out));
  else if (node !== null && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key === 'pt' && typeof value === 'string') out.push([`${path}.pt`, value]);
      else contractPortuguese(value, `${path}.${key}`, out);
    }
  return out;
}

function oldSpellings(list: [string, string][]): string[] {
  return list.flatMap(([path, text]) =>
    [...text.matchAll(OLD_SPELLINGS)].map((match) => `${path}: ${match[0]}`),
  );
}

describe('Portuguese texts', () => {
  it('of the web app are written in the current spelling', () => {
    const all = Object.entries(files).flatMap(([file, content]) => texts(content, file));
    expect(all.length).toBeGreaterThan(100);
    expect(oldSpellings(all)).toEqual([]);
  });

  it('of the contract (errors, validation, labels) are written in the current spelling', () => {
    const all = [
      ...contractPortuguese(contract, 'contract'),
      ...Object.entries(catalogues).flatMap(([file, content]) => texts(content, file)),
    ];
    expect(Object.keys(catalogues).length).toBeGreaterThan(8);
    expect(all.length).toBeGreaterThan(300);
    expect(oldSpellings(all)).toEqual([]);
  });
});
