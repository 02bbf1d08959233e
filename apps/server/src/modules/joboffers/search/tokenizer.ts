/**
 * The search tokenizer shared by the index and the query (DESIGN.md "Search").
 *
 * - Text is NFKC-normalized first, so full-width letters and digits become ASCII.
 * - A run of Han characters yields, for the index, every single character and every overlapping
 *   bigram (`保安員` → 保, 保安, 安, 安員, 員), the way Lucene's CJK analyzer does plus the unigrams,
 *   so a 1-character query finds every text containing that character.
 * - Any other run of letters and digits is one word, lower-cased with diacritics folded
 *   (`Direcção` → `direccao`).
 *
 * Tokens therefore only ever hold letters and digits: nothing a user types can reach the
 * query languages of FTS5 or tsquery as an operator.
 */

const RUN = /(\p{Script=Han}+)|((?:(?!\p{Script=Han})[\p{L}\p{N}\p{M}])+)/gu;
const NOT_ASCII = /[^ -~]/;

/** Longest word kept; longer words are cut (no real word is this long). */
export const MAX_WORD_LENGTH = 40;

export interface TextRun {
  kind: 'han' | 'word';
  text: string;
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
function eachRun(text: string, visit: (kind: TextRun['kind'], text: string) => void): void {
  const normalized = text.normalize('NFKC');
  const pattern = new RegExp(RUN);
  for (let match = pattern.exec(normalized); match; match = pattern.exec(normalized)) {
    if (match[1]) visit('han', match[1]);
    else if (match[2]) {
      const folded = foldWord(match[2]);
      if (folded) visit('word', folded);
    }
  }
}

/** Splits a text into Han runs and folded words, in order; punctuation and spaces separate. */
export function textRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  eachRun(text, (kind, run) => runs.push({ kind, text: run }));
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

/** The index tokens of one text, in order of appearance, each once. */
function textTokens(text: string): string[] {
  const tokens = new Set<string>();
  eachRun(text, (kind, run) => {
    if (kind === 'word') {
      tokens.add(run);
      return;
    }
    const chars = Array.from(run);
    for (const char of chars) tokens.add(char);
    for (let i = 1; i < chars.length; i += 1) tokens.add(chars[i - 1] + chars[i]);
  });
  return [...tokens];
}

/**
 * Short texts repeat across vacancies (job titles, class and employer names): their tokens are
 * remembered, up to MEMO_SIZE texts (then forgotten all at once).
 */
const MEMO_TEXT_LENGTH = 200;
const MEMO_SIZE = 20_000;
const memo = new Map<string, string[]>();

function memoTokens(text: string): string[] {
  if (text.length > MEMO_TEXT_LENGTH) return textTokens(text);
  let tokens = memo.get(text);
  if (!tokens) {
    if (memo.size >= MEMO_SIZE) memo.clear();
    tokens = textTokens(text);
    memo.set(text, tokens);
  }
  return tokens;
}

/** The distinct index tokens of some texts: Han unigrams and bigrams, folded words. */
export function indexTokens(...texts: (string | null | undefined)[]): string[] {
  if (texts.length === 1) return texts[0] ? [...memoTokens(texts[0])] : [];
  const tokens = new Set<string>();
  for (const text of texts) if (text) for (const token of memoTokens(text)) tokens.add(token);
  return [...tokens];
}
