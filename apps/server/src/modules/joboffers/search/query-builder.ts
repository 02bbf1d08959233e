import { hanBigrams, textRuns } from './tokenizer.ts';

/**
 * Turns a keyword typed by a user into the match expressions of both dialects.
 *
 * Every search term must be found (AND). A Han run of one character searches that character,
 * a longer run searches all its overlapping bigrams (`保安員` → 保安 AND 安員). A word of three
 * or more letters also finds longer words it starts (`cozinh` finds `cozinheiro`); shorter words
 * and numbers must match whole.
 *
 * Relevance has two tiers, the same on both dialects: a vacancy whose title texts (title and job
 * class names, in any language) hold every term ranks above one that holds them only elsewhere
 * (employer, description…). Within a tier the newest ranks first.
 *
 * Safety: terms hold only letters and digits (see the tokenizer), are quoted in both languages,
 * and at most {@link MAX_TERMS} are used, so any input — quotes, operators, 10,000 characters —
 * yields a valid, bounded expression or none.
 */

export const MAX_TERMS = 12;
const PREFIX_MIN_LENGTH = 3;

export interface SearchTerm {
  token: string;
  prefix: boolean;
}

export interface CompiledSearch {
  terms: SearchTerm[];
  /** FTS5 MATCH expression over every column. */
  fts5All: string;
  /** FTS5 MATCH expression restricted to the title column. */
  fts5Title: string;
  /** tsquery text over every weight. */
  tsqueryAll: string;
  /** tsquery text restricted to weight A (title texts). */
  tsqueryTitle: string;
}

/** The column names of the SQLite FTS5 index and the weights of the PostgreSQL document. */
export const TITLE_COLUMN = 'title_tokens';
export const BODY_COLUMN = 'body_tokens';

/** The distinct search terms of a keyword, at most MAX_TERMS, in the order typed. */
export function searchTerms(keyword: string): SearchTerm[] {
  const seen = new Map<string, SearchTerm>();
  for (const run of textRuns(keyword)) {
    const tokens = run.kind === 'han' ? hanBigrams(run.text) : [run.text];
    for (const token of tokens) {
      if (seen.has(token)) continue;
      const prefix =
        run.kind === 'word' &&
        !/^\p{N}+$/u.test(token) &&
        Array.from(token).length >= PREFIX_MIN_LENGTH;
      seen.set(token, { token, prefix });
      if (seen.size >= MAX_TERMS) return [...seen.values()];
    }
  }
  return [...seen.values()];
}

function fts5Phrase(term: SearchTerm): string {
  return `"${term.token.replaceAll('"', '""')}"${term.prefix ? '*' : ''}`;
}

function tsqueryLexeme(term: SearchTerm, weight: '' | 'A'): string {
  const quoted = `'${term.token.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
  const suffix = `${term.prefix ? '*' : ''}${weight}`;
  return suffix ? `${quoted}:${suffix}` : quoted;
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

/** The search of the same terms matched as whole words only (no prefix matching). */
export function compileExactSearch(terms: readonly SearchTerm[]): CompiledSearch | null {
  return compileTerms(terms.map((t) => ({ token: t.token, prefix: false })));
}

function compile(keyword: string): CompiledSearch | null {
  return compileTerms(searchTerms(keyword));
}

function compileTerms(terms: SearchTerm[]): CompiledSearch | null {
  if (terms.length === 0) return null;
  const all = terms.map(fts5Phrase).join(' AND ');
  return {
    terms,
    fts5All: all,
    fts5Title: `{${TITLE_COLUMN}} : (${all})`,
    tsqueryAll: terms.map((t) => tsqueryLexeme(t, '')).join(' & '),
    tsqueryTitle: terms.map((t) => tsqueryLexeme(t, 'A')).join(' & '),
  };
}

/**
 * The PostgreSQL tsvector literal of a vacancy's tokens: title tokens carry weight A, the others
 * weight B (a token in both carries both). Built as a literal so PostgreSQL's text parser, whose
 * view of Han characters depends on the server's locale, is never involved.
 */
export function tsvectorLiteral(
  titleTokens: readonly string[],
  bodyTokens: readonly string[],
): string {
  const weights = new Map<string, string>();
  for (const token of titleTokens) weights.set(token, '1A');
  for (const token of bodyTokens) {
    const existing = weights.get(token);
    weights.set(token, existing ? `${existing},2B` : '2B');
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
