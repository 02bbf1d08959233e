import { locatedRuns, searchTerms, type HanRunFold, type SearchTerm } from '@vaga/contract';

/** A piece of a text, marked when it is a word the keyword matches. */
export interface TextPiece {
  text: string;
  marked: boolean;
}

/**
 * Splits a text into pieces, marking what a keyword's search terms match, as the server's search
 * reads them (searchTerms(), shared): a Han bigram or character wherever it occurs in a Han run,
 * and a whole word equal to a term (folded: case, diacritics, full width) or, for a term that
 * finds longer words, starting with it. Adjacent marks join (`保安員` for 保安 + 安員). With the
 * search's folding of Han characters (`fold`, loaded by useHanFolding()), a keyword in either
 * script marks the text in either (`厨师` marks `廚師`), as the server finds it.
 */
export function highlightPieces(
  text: string,
  keyword: string | undefined,
  fold?: HanRunFold,
): TextPiece[] {
  const terms = keyword ? searchTerms(keyword, fold) : [];
  if (terms.length === 0 || text === '') return [{ text, marked: false }];
  const marked = new Uint8Array(text.length);
  for (const run of locatedRuns(text, fold)) {
    if (run.kind === 'word') {
      if (terms.some((term) => wordMatches(run.text, term))) {
        marked.fill(1, run.start, run.start + run.length);
      }
      continue;
    }
    markHan(run.text, run.start, terms, marked);
  }
  return piecesOf(text, marked);
}

function wordMatches(word: string, term: SearchTerm): boolean {
  return term.prefix ? word.startsWith(term.token) : word === term.token;
}

/** Marks every occurrence of a Han term inside a Han run starting at `offset`. */
function markHan(run: string, offset: number, terms: SearchTerm[], marked: Uint8Array): void {
  for (const { token } of terms) {
    if (token.length === 0) continue;
    for (let at = run.indexOf(token); at !== -1; at = run.indexOf(token, at + 1)) {
      marked.fill(1, offset + at, offset + at + token.length);
    }
  }
}

function piecesOf(text: string, marked: Uint8Array): TextPiece[] {
  const pieces: TextPiece[] = [];
  let start = 0;
  for (let i = 1; i <= text.length; i += 1) {
    if (i === text.length || marked[i] !== marked[start]) {
      pieces.push({ text: text.slice(start, i), marked: marked[start] === 1 });
      start = i;
    }
  }
  return pieces;
}
