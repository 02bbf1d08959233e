import { foldedText } from '@vaga/contract';
import type { IndexEntry, IndexSource } from './search-index.repository.ts';
import { exactKeyToken, indexTokens } from './tokenizer.ts';

/** The index entry of a vacancy's texts: the tokens of each group and its exact-title keys. */
export function indexEntry(source: IndexSource): IndexEntry {
  const keys = new Set<string>();
  for (const title of source.exactTitles) {
    const folded = foldedText(title);
    if (folded) keys.add(exactKeyToken(folded));
  }
  return {
    id: source.id,
    updatedAt: source.updatedAt,
    indexed: source.indexed,
    names: source.names,
    titleTokens: indexTokens(...source.titleTexts),
    employerTokens: indexTokens(...source.employerTexts),
    classTokens: indexTokens(...source.classTexts),
    bodyTokens: indexTokens(...source.bodyTexts),
    exactTokens: [...keys],
  };
}
