import { createHash } from 'node:crypto';
import {
  eachTextRun,
  foldedText as foldedTextAs,
  searchTerms as searchTermsAs,
  textRuns as textRunsAs,
  type SearchTerm,
  type TextRun,
} from '@vaga/contract';
import { foldHan } from '@vaga/contract/search-han-folding';

/**
 * The search tokenizer shared by the index and the query (docs/design.md "Search").
 *
 * - Text is NFKC-normalized first, so full-width letters and digits become ASCII.
 * - Han characters are read in their Simplified form (foldHan(): `廚師` and `厨师` alike), in the
 *   index, the query, the exact-title keys and the suggestions: every reader of text here goes
 *   through the functions below, which pass the folding to the shared ones.
 * - A run of Han characters yields, for the index, every single character and every overlapping
 *   bigram (`保安員` → 保, 保安, 安, 安員, 員), the way Lucene's CJK analyzer does plus the unigrams,
 *   so a 1-character query finds every text containing that character.
 * - Any other run of letters and digits is one word, lower-cased with diacritics folded
 *   (`Direcção` → `direccao`).
 *
 * Tokens therefore only ever hold letters and digits: nothing a user types can reach the
 * query languages of FTS5 or tsquery as an operator.
 */

export { MAX_WORD_LENGTH, foldWord, hanBigrams, type TextRun } from '@vaga/contract';

/** A text's Han runs (folded) and folded words, in order. */
export function textRuns(text: string): TextRun[] {
  return textRunsAs(text, foldHan);
}

/** A keyword's search terms, its Han characters folded. */
export function searchTerms(keyword: string): SearchTerm[] {
  return searchTermsAs(keyword, foldHan);
}

/** A whole text folded (foldedText() of the contract, Han characters folded too). */
export function foldedText(text: string): string {
  return foldedTextAs(text, foldHan);
}

/**
 * The index token that stands for a whole title, folded (foldedText()): a vacancy whose title,
 * in any language, is exactly the keyword holds the keyword's key token. A digest keeps it short
 * and free of spaces; it lives in a column of its own that search terms never reach.
 */
export function exactKeyToken(folded: string): string {
  return `k${createHash('sha256').update(folded).digest('hex').slice(0, 24)}`;
}

/** The index tokens of one text, in order of appearance, each once. */
function textTokens(text: string): string[] {
  const tokens = new Set<string>();
  eachTextRun(
    text,
    (kind, run) => {
      if (kind === 'word') {
        tokens.add(run);
        return;
      }
      const chars = Array.from(run);
      for (const char of chars) tokens.add(char);
      for (let i = 1; i < chars.length; i += 1) tokens.add(chars[i - 1] + chars[i]);
    },
    foldHan,
  );
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
