import { MAX_SEARCH_TERMS, type SearchTerm } from '@vaga/contract';
import { exactKeyToken, foldedText, searchTerms } from './tokenizer.ts';

export { type SearchTerm } from '@vaga/contract';
export { searchTerms } from './tokenizer.ts';

/**
 * Turns a keyword typed by a user into the match expressions of both dialects.
 *
 * Every search term must be found (AND). A Han run of one character searches that character,
 * a longer run searches all its overlapping bigrams (`保安員` → 保安 AND 安員). A word of three
 * or more letters also finds longer words it starts (`cozinh` finds `cozinheiro`); shorter words
 * and numbers must match whole (searchTerms(), shared with the web app).
 *
 * Relevance has five tiers, the same on both dialects and in every language (the index holds
 * the texts of all three):
 *   1. a title (in any language) that is exactly the keyword, folded;
 *   2. title texts (the title and the job title's names) holding every term;
 *   3. the employer's names holding every term;
 *   4. the job class and class group names holding every term;
 *   5. any other hit (description, experience, place, hours, hashtags, or terms spread over
 *      several of these).
 * Within a tier the newest ranks first.
 *
 * Safety: terms hold only letters and digits (see the tokenizer), are quoted in both languages,
 * and at most {@link MAX_TERMS} are used, so any input — quotes, operators, 10,000 characters —
 * yields a valid, bounded expression or none.
 */

export const MAX_TERMS = MAX_SEARCH_TERMS;

/** The tier of a hit that none of the tier expressions name. */
export const LAST_TIER = 5;

export interface CompiledSearch {
  terms: SearchTerm[];
  /** FTS5 MATCH expression over every searched column (not the exact-title keys). */
  fts5All: string;
  /** FTS5 MATCH expressions of tiers 1 to 4, in order. */
  fts5Tiers: [string, string, string, string];
  /** tsquery text over the whole document. */
  tsqueryAll: string;
  /** tsquery texts of tiers 1 to 4 on the rank document (rankLexeme()), in order. */
  tsqueryTiers: [string, string, string, string];
}

/**
 * The column names of the SQLite FTS5 index. On PostgreSQL the document holds every token
 * (title A, employer B, class C, the rest D); the small rank document of a vacancy holds its
 * title tokens and exact-title keys, and that of an employer or a job class and group its names'
 * tokens (migration 202611261000), each marked with its group (rankLexeme()).
 */
export const TITLE_COLUMN = 'title_tokens';
export const EMPLOYER_COLUMN = 'employer_tokens';
export const CLASS_COLUMN = 'class_tokens';
export const BODY_COLUMN = 'body_tokens';
export const EXACT_COLUMN = 'exact_tokens';
const SEARCHED_COLUMNS = [TITLE_COLUMN, EMPLOYER_COLUMN, CLASS_COLUMN, BODY_COLUMN].join(' ');

type Weight = 'A' | 'B' | 'C' | 'D';

/** The groups of the PostgreSQL rank document: title, employer, class, exact-title key. */
export type RankGroup = 't' | 'e' | 'c' | 'k';

/**
 * A token of the rank document, marked with its group (`t|cook`). Tokens hold only letters and
 * digits, so the mark keeps the groups apart, and a prefix term (`t|cook`:*) stays inside its
 * group. Queries on it carry no weights, so its GIN index answers them without a recheck.
 */
export function rankLexeme(group: RankGroup, token: string): string {
  return `${group}|${token}`;
}

/**
 * A token of the PostgreSQL month document, marked with the month its vacancy was published in
 * (`2026-11|cook`: the first seven characters of `published_at`; migration 202611301000).
 */
export function monthLexeme(month: string, token: string): string {
  return `${month}|${token}`;
}

/** The tsquery text of a search over the month document, for the vacancies of one month. */
export function tsqueryOfMonth(search: CompiledSearch, month: string): string {
  return search.terms.map((t) => quotedLexeme(monthLexeme(month, t.token), t.prefix)).join(' & ');
}

function fts5Phrase(term: SearchTerm): string {
  return `"${term.token.replaceAll('"', '""')}"${term.prefix ? '*' : ''}`;
}

function tsqueryLexeme(term: SearchTerm, group?: RankGroup): string {
  return quotedLexeme(group ? rankLexeme(group, term.token) : term.token, term.prefix);
}

function quotedLexeme(lexeme: string, prefix: boolean): string {
  const quoted = `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
  return prefix ? `${quoted}:*` : quoted;
}

/** Keywords repeat (hot searches): the last COMPILED_MEMO_SIZE compiled ones are remembered. */
const COMPILED_MEMO_SIZE = 1_000;
const compiledMemo = new Map<string, CompiledSearch | null>();

/** The compiled search of a keyword; null when it holds nothing searchable (only punctuation…). */
export function compileSearch(keyword: string): CompiledSearch | null {
  if (compiledMemo.has(keyword)) return compiledMemo.get(keyword) ?? null;
  const compiled = compile(keyword);
  if (compiledMemo.size >= COMPILED_MEMO_SIZE) compiledMemo.clear();
  compiledMemo.set(keyword, compiled);
  return compiled;
}

/** Whole-word searches of the terms of remembered compiled searches, kept with their terms. */
const exactMemo = new WeakMap<readonly SearchTerm[], CompiledSearch | null>();

/**
 * The search of the same terms matched as whole words only (no prefix matching). The terms of a
 * remembered compiled search (compileSearch) are the same array at each search of its keyword:
 * its whole-word search is worked out once for them, not at every first page asked.
 */
export function compileExactSearch(terms: readonly SearchTerm[]): CompiledSearch | null {
  const known = exactMemo.get(terms);
  if (known !== undefined) return known;
  const whole = terms.map((t) => ({ token: t.token, prefix: false }));
  const compiled = compileTerms(whole, whole.map((t) => t.token).join(' '));
  exactMemo.set(terms, compiled);
  return compiled;
}

function compile(keyword: string): CompiledSearch | null {
  return compileTerms(searchTerms(keyword), foldedText(keyword));
}

function compileTerms(terms: SearchTerm[], folded: string): CompiledSearch | null {
  if (terms.length === 0) return null;
  const all = terms.map(fts5Phrase).join(' AND ');
  const exact: SearchTerm = { token: exactKeyToken(folded), prefix: false };
  const grouped = (group: RankGroup) => terms.map((t) => tsqueryLexeme(t, group)).join(' & ');
  return {
    terms,
    fts5All: `{${SEARCHED_COLUMNS}} : (${all})`,
    fts5Tiers: [
      `{${EXACT_COLUMN}} : ${fts5Phrase(exact)}`,
      `{${TITLE_COLUMN}} : (${all})`,
      `{${EMPLOYER_COLUMN}} : (${all})`,
      `{${CLASS_COLUMN}} : (${all})`,
    ],
    tsqueryAll: terms.map((t) => tsqueryLexeme(t)).join(' & '),
    tsqueryTiers: [tsqueryLexeme(exact, 'k'), grouped('t'), grouped('e'), grouped('c')],
  };
}

/** Tokens of one weight of a PostgreSQL document. */
export interface WeightedTokens {
  weight: Weight;
  tokens: readonly string[];
}

/**
 * The PostgreSQL tsvector literal of weighted groups of tokens (a token in several groups
 * carries each of their weights, at positions 1 to 4). Built as a literal so PostgreSQL's text
 * parser, whose view of Han characters depends on the server's locale, is never involved.
 */
export function tsvectorLiteral(groups: readonly WeightedTokens[]): string {
  const weights = new Map<string, string>();
  for (const { weight, tokens } of groups) {
    const position = `${' ABCD'.indexOf(weight)}${weight}`;
    for (const token of tokens) {
      const existing = weights.get(token);
      if (existing === undefined) weights.set(token, position);
      else if (!existing.endsWith(position)) weights.set(token, `${existing},${position}`);
    }
  }
  const parts: string[] = [];
  for (const [token, positions] of weights) parts.push(`'${quoteLexeme(token)}':${positions}`);
  return parts.join(' ');
}

const LEXEME_SPECIAL = /['\\]/;

/** A lexeme's text inside single quotes (tokens hold letters and digits, so rarely anything). */
function quoteLexeme(token: string): string {
  if (!LEXEME_SPECIAL.test(token)) return token;
  return token.replaceAll('\\', '\\\\').replaceAll("'", "''");
}
