/**
 * How vacancy search reads text (docs/design.md "Search"), shared by the server's index and query
 * and by the web app's highlighting of matched words, so both see the same words.
 *
 * - Text is NFKC-normalized first, so full-width letters and digits become ASCII.
 * - A run of Han characters is searched by its overlapping bigrams (`保安員` → 保安, 安員); a
 *   single character by itself.
 * - Any other run of letters and digits is one word, lower-cased with diacritics folded
 *   (`Direcção` → `direccao`). A word of three or more letters (not a number) also finds longer
 *   words it starts (`cozinh` finds `cozinheiro`).
 *
 * Terms therefore only ever hold letters and digits.
 *
 * Each function takes the folding of Han runs to apply (`foldHan` of search-han-folding.ts, which
 * reads Traditional and Simplified characters alike); the server always passes it, the web app
 * once it has loaded it. Without one, Han characters are read as written.
 */

const RUN_SOURCE = '(\\p{Script=Han}+)|((?:(?!\\p{Script=Han})[\\p{L}\\p{N}\\p{M}])+)';
const NOT_ASCII = /[^ -~]/;

/** Longest word kept; longer words are cut (no real word is this long). */
export const MAX_WORD_LENGTH = 40;
/** Most terms a keyword searches; the rest are ignored. */
export const MAX_SEARCH_TERMS = 12;
const PREFIX_MIN_LENGTH = 3;

export interface TextRun {
  kind: 'han' | 'word';
  text: string;
}

/** A run of a text where it stands in the text as given (before normalization). */
export interface LocatedRun extends TextRun {
  /** Offset and length, in UTF-16 units, in the text as given. */
  start: number;
  length: number;
}

/** A folding of Han runs that keeps their length (search-han-folding.ts). */
export type HanRunFold = (run: string) => string;

export interface SearchTerm {
  token: string;
  /** Whether the term also finds longer words it starts. */
  prefix: boolean;
}

/** Case- and diacritic-folded form of a Latin (or other alphabetic) word. */
export function foldWord(word: string): string {
  if (!NOT_ASCII.test(word)) return word.toLowerCase().slice(0, MAX_WORD_LENGTH);
  return word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .slice(0, MAX_WORD_LENGTH);
}

/** Calls `visit` with each Han run and folded word of a text, in order. */
export function eachTextRun(
  text: string,
  visit: (kind: TextRun['kind'], text: string) => void,
  fold?: HanRunFold,
): void {
  const normalized = text.normalize('NFKC');
  const pattern = new RegExp(RUN_SOURCE, 'gu');
  for (let match = pattern.exec(normalized); match; match = pattern.exec(normalized)) {
    if (match[1]) visit('han', fold ? fold(match[1]) : match[1]);
    else if (match[2]) {
      const folded = foldWord(match[2]);
      if (folded) visit('word', folded);
    }
  }
}

/** Splits a text into Han runs and folded words, in order; punctuation and spaces separate. */
export function textRuns(text: string, fold?: HanRunFold): TextRun[] {
  const runs: TextRun[] = [];
  eachTextRun(text, (kind, run) => runs.push({ kind, text: run }), fold);
  return runs;
}

/**
 * The runs of a text with their places in it, for marking words in the text as shown. Each run
 * is found in the text as given and normalized on its own, so places stay those of the text.
 * A Han run's text keeps its characters one for one (a folding keeps its length).
 */
export function locatedRuns(text: string, fold?: HanRunFold): LocatedRun[] {
  const runs: LocatedRun[] = [];
  const pattern = new RegExp(RUN_SOURCE, 'gu');
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const start = match.index;
    const length = match[0].length;
    if (match[1]) runs.push({ kind: 'han', text: fold ? fold(match[1]) : match[1], start, length });
    else if (match[2]) {
      const folded = foldWord(match[2].normalize('NFKC'));
      if (folded) runs.push({ kind: 'word', text: folded, start, length });
    }
  }
  return runs;
}

/** Overlapping bigrams of a Han run (`保安員` → 保安, 安員); a single character yields itself. */
export function hanBigrams(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length === 1) return chars;
  const grams: string[] = [];
  for (let i = 0; i + 1 < chars.length; i += 1) grams.push(chars[i] + chars[i + 1]);
  return grams;
}

/** The distinct search terms of a keyword, at most MAX_SEARCH_TERMS, in the order typed. */
export function searchTerms(keyword: string, fold?: HanRunFold): SearchTerm[] {
  const seen = new Map<string, SearchTerm>();
  for (const run of textRuns(keyword, fold)) {
    const tokens = run.kind === 'han' ? hanBigrams(run.text) : [run.text];
    for (const token of tokens) {
      if (seen.has(token)) continue;
      const prefix =
        run.kind === 'word' &&
        !/^\p{N}+$/u.test(token) &&
        Array.from(token).length >= PREFIX_MIN_LENGTH;
      seen.set(token, { token, prefix });
      if (seen.size >= MAX_SEARCH_TERMS) return [...seen.values()];
    }
  }
  return [...seen.values()];
}

/**
 * A whole text folded, for telling an exact title match: its runs joined by single spaces
 * (`Cozinheiro-Chefe ` and `cozinheiro chefe` fold alike); empty when it holds no word.
 */
export function foldedText(text: string, fold?: HanRunFold): string {
  return textRuns(text, fold)
    .map((run) => run.text)
    .join(' ');
}
