import { TOP_KEYWORDS_COUNT } from '@vaga/contract';
import type { ServiceDeps } from '../../../platform/service-deps.ts';
import { searchTerms } from './query-builder.ts';
import { SearchIndexRepository } from './search-index.repository.ts';
import { SearchRepository, type KeywordCount } from './search.repository.ts';
import { indexTokens } from './tokenizer.ts';

/** Longest time searched keywords wait to be added to their counts (ms of the clock). */
const KEYWORD_FLUSH_MS = 5_000;

/** Vacancy ids read per step of a pass: bounds the memory and the time of each step. */
const ID_RANGE = 1000;

/**
 * Keeps the vacancy search index up to date and counts searched keywords.
 *
 * A vacancy is (re)indexed when it was never indexed or changed (`updated_at`) after it was;
 * `indexPending()` walks every vacancy once, by ranges of ids, and writes each range's pending
 * entries in one transaction, so writers of vacancies (the seed, the employer side) call it after
 * a change and the scheduled sweep catches anything missed. Two instances running it at once
 * write the same entries twice, which is harmless.
 */
export class JobOfferSearchService {
  private readonly repository: SearchRepository;
  private readonly index: SearchIndexRepository;
  private indexed = 0;
  private readonly pendingCounts = new Map<string, KeywordCount>();
  private flushedAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly deps: ServiceDeps) {
    this.repository = new SearchRepository(deps.db, deps.dialect);
    this.index = new SearchIndexRepository(deps.db, deps.dialect);
  }

  /** Indexes every pending vacancy; answers how many were indexed. */
  async indexPending(): Promise<number> {
    const last = await this.index.maxId();
    let total = 0;
    for (let after = 0; after < last; after += ID_RANGE) {
      const sources = await this.index.findPending(after, Math.min(after + ID_RANGE, last));
      if (sources.length === 0) continue;
      await this.index.write(
        sources.map((s) => ({
          id: s.id,
          updatedAt: s.updatedAt,
          indexed: s.indexed,
          titleTokens: indexTokens(...s.titleTexts),
          bodyTokens: indexTokens(...s.bodyTexts),
        })),
      );
      total += sources.length;
    }
    if (total > 0) this.indexed += 1;
    return total;
  }

  /** Changes each time this instance writes to the index: cached search pages key on it. */
  get generation(): number {
    return this.indexed;
  }

  /**
   * Counts a searched keyword under its folded terms (`Cook` and `cook ` count together). Counts
   * are gathered and written together at most every {@link KEYWORD_FLUSH_MS} (and before the hot
   * searches are read, and when the server stops), so a search does not pay for a write.
   */
  async countKeyword(keyword: string, terms = searchTerms(keyword)): Promise<void> {
    const folded = terms
      .map((t) => t.token)
      .join(' ')
      .slice(0, 120);
    if (!folded) return;
    const at = this.deps.clock.now();
    const pending = this.pendingCounts.get(folded);
    this.pendingCounts.set(folded, {
      folded,
      keyword: keyword.slice(0, 120),
      count: (pending?.count ?? 0) + 1,
      at: at.toISOString(),
    });
    if (at.getTime() - this.flushedAt >= KEYWORD_FLUSH_MS || at.getTime() < this.flushedAt) {
      await this.flushKeywordCounts();
    }
  }

  /** Writes the gathered keyword counts. */
  async flushKeywordCounts(): Promise<void> {
    this.flushedAt = this.deps.clock.now().getTime();
    const counts = [...this.pendingCounts.values()];
    this.pendingCounts.clear();
    await this.repository.countKeywords(counts);
  }

  /** The hot searches: the most searched keywords, most searched first. */
  async topKeywords(): Promise<string[]> {
    await this.flushKeywordCounts();
    return this.repository.topKeywords(TOP_KEYWORDS_COUNT);
  }
}
