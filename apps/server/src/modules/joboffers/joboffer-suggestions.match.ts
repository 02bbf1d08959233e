import {
  SUGGESTION_KINDS,
  SUGGESTION_MIN_HAN,
  SUGGESTION_MIN_LETTERS,
  SUGGESTIONS_MAX,
  type JobOfferSuggestion,
  type SuggestionKind,
} from '@vaga/contract';
import { textRuns } from './search/tokenizer.ts';

/** A name that may be suggested, with what its rank needs. */
export interface Candidate {
  text: string;
  kind: SuggestionKind;
  id: number;
  /** foldText(text). */
  folded: string;
  /** Valid local vacancies it names (of the title, the class or the group). */
  vacancies: number;
}

/**
 * A text as the search tokenizer reads it: NFKC, Latin words case- and diacritic-folded, Han
 * runs kept, each run separated by one space and punctuation dropped (`Cozinheiro-Chefe` →
 * `cozinheiro chefe`). Nothing of the text reaches a query language: matching is in memory.
 */
export function foldText(text: string): string {
  return textRuns(text)
    .map((run) => run.text)
    .join(' ');
}

const HAN = /\p{Script=Han}/gu;

/** Whether a folded keyword is long enough: 2 Chinese characters or 3 other letters or digits. */
export function longEnough(folded: string): boolean {
  const han = folded.match(HAN)?.length ?? 0;
  const others = Array.from(folded.replace(HAN, '').replace(/ /g, '')).length;
  return han >= SUGGESTION_MIN_HAN || others >= SUGGESTION_MIN_LETTERS;
}

/** 0: the name starts with the keyword; 1: one of its words does; 2: it holds it; else null. */
function matchTier(candidate: string, keyword: string): number | null {
  if (candidate.startsWith(keyword)) return 0;
  const at = candidate.indexOf(keyword);
  if (at < 0) return null;
  return candidate[at - 1] === ' ' ? 1 : 2;
}

const KIND_ORDER = new Map(SUGGESTION_KINDS.map((kind, i) => [kind, i]));

/**
 * The names matching a folded keyword, at most SUGGESTIONS_MAX, each text once: prefix matches,
 * then word-prefix matches, then names holding it; within each, names with valid vacancies
 * first, then titles before classes before groups, then the shorter, then in catalog order.
 */
export function matchCandidates(
  candidates: readonly Candidate[],
  keyword: string,
): JobOfferSuggestion[] {
  if (!keyword || !longEnough(keyword)) return [];
  const found: { candidate: Candidate; tier: number; order: number }[] = [];
  candidates.forEach((candidate, order) => {
    const tier = matchTier(candidate.folded, keyword);
    if (tier !== null) found.push({ candidate, tier, order });
  });
  found.sort(
    (a, b) =>
      a.tier - b.tier ||
      Number(b.candidate.vacancies > 0) - Number(a.candidate.vacancies > 0) ||
      KIND_ORDER.get(a.candidate.kind)! - KIND_ORDER.get(b.candidate.kind)! ||
      a.candidate.folded.length - b.candidate.folded.length ||
      a.order - b.order,
  );
  const seen = new Set<string>();
  const out: JobOfferSuggestion[] = [];
  for (const { candidate } of found) {
    if (seen.has(candidate.folded)) continue;
    seen.add(candidate.folded);
    out.push({ text: candidate.text, kind: candidate.kind, id: candidate.id });
    if (out.length === SUGGESTIONS_MAX) break;
  }
  return out;
}
