import { registerSimplified } from '@vaga/contract';
import CONTRACT_TEXTS from '@vaga/contract/zh-hans.generated.json' with { type: 'json' };
import { setBounded } from '../bounded-map.ts';
import { simplify } from './convert.ts';
import SERVER_TEXTS from './server-texts.generated.json' with { type: 'json' };

/**
 * Gives the contract the Simplified catalogue on the server (imported for its effect by the app,
 * the PDF workers and the tests): the generated dictionaries first, then, for texts people
 * entered (vacancy, event and employer texts), the converter, its answers kept for the texts read
 * most. The stored texts are never altered.
 */
const converted = new Map<string, string>();

function convertEntered(text: string): string {
  const known = converted.get(text);
  if (known !== undefined) return known;
  const result = simplify(text);
  setBounded(converted, text, result, 20_000);
  return result;
}

registerSimplified({ ...CONTRACT_TEXTS, ...SERVER_TEXTS }, convertEntered);
