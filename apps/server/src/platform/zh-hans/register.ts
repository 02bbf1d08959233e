import { registerSimplified } from '@vaga/contract';
import { setBounded } from '../bounded-map.ts';
import { simplify } from './convert.ts';

/**
 * Gives the contract, on the server (imported for its effect by the app, the PDF workers and the
 * tests), the converter of the texts people entered (vacancy, event and employer texts), its
 * answers kept for the texts read most. The stored texts are never altered.
 */
const converted = new Map<string, string>();

function convertEntered(text: string): string {
  const known = converted.get(text);
  if (known !== undefined) return known;
  const result = simplify(text);
  setBounded(converted, text, result, 20_000);
  return result;
}

registerSimplified(convertEntered);
