import { TOP_KEYWORDS_COUNT } from '@vaga/contract';
import type { ServiceDeps } from '../../../services.ts';
import { searchTerms } from './query-builder.ts';
import { SearchIndexRepository } from './search-index.repository.ts';
import { SearchRepository } from './search.repository.ts';
import { indexTokens } from './tokenizer.ts';

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
    return total;
  }

  /** Counts a searched keyword under its folded terms (`Cook` and `cook ` count together). */
  async countKeyword(keyword: string): Promise<void> {
    const folded = searchTerms(keyword)
      .map((t) => t.token)
      .join(' ');
    if (!folded) return;
    await this.repository.countKeyword(
      folded.slice(0, 120),
      keyword.slice(0, 120),
      this.deps.clock.now().toISOString(),
    );
  }

  /** The hot searches: the most searched keywords, most searched first. */
  topKeywords(): Promise<string[]> {
    return this.repository.topKeywords(TOP_KEYWORDS_COUNT);
  }
}
