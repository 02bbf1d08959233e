import { exactKeyToken, foldedText, indexTokens } from './tokenizer.ts';

/** The texts of a vacancy that the index holds, in every language. */
export interface IndexSource {
  id: number;
  /** The version indexed: the vacancy's `updated_at` when read. */
  updatedAt: string;
  /** Whether an older version is in the index (to be replaced). */
  indexed: boolean;
  /** Whose names `employerTexts` are, and of which job class and group `classTexts` are. */
  names: NameKeys;
  /** The vacancy's titles and its job title's names. */
  titleTexts: string[];
  employerTexts: string[];
  /** The job class's and class group's names. */
  classTexts: string[];
  /** Description, experience, place, hours and hashtags. */
  bodyTexts: string[];
  /** The vacancy's titles, whose whole folded text an exact match compares. */
  exactTitles: string[];
}

/** The employer and the job class (with its group) of a vacancy. */
export interface NameKeys {
  employerId: number;
  classId: number;
  groupId: number;
}

export interface IndexEntry {
  id: number;
  updatedAt: string;
  indexed: boolean;
  names: NameKeys;
  titleTokens: string[];
  employerTokens: string[];
  classTokens: string[];
  bodyTokens: string[];
  /** Keys of the vacancy's whole titles (exactKeyToken()). */
  exactTokens: string[];
}

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
