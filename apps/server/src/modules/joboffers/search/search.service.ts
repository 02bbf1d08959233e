import { TOP_KEYWORDS_COUNT } from '@vaga/contract';
import type { ServiceDeps } from '../../../services.ts';
import { searchTerms } from './query-builder.ts';
import { SearchRepository } from './search.repository.ts';
import { indexTokens } from './tokenizer.ts';

const BATCH = 500;

/**
 * Keeps the vacancy search index up to date and counts searched keywords.
 *
 * A vacancy is (re)indexed when it was never indexed or changed (`updated_at`) after it was;
 * `indexPending()` does every such vacancy in batches, so writers of vacancies (the seed, the
 * employer side) call it after a change and the scheduled sweep catches anything missed.
 */
export class JobOfferSearchService {
  private readonly repository: SearchRepository;

  constructor(private readonly deps: ServiceDeps) {
    this.repository = new SearchRepository(deps.db, deps.dialect);
  }

  /** Indexes every pending vacancy; answers how many were indexed. */
  async indexPending(): Promise<number> {
    let total = 0;
    for (;;) {
      const sources = await this.repository.findPending(BATCH);
      if (sources.length === 0) return total;
      await this.repository.write(
        sources.map((s) => ({
          id: s.id,
          updatedAt: s.updatedAt,
          titleTokens: indexTokens(...s.titleTexts),
          bodyTokens: indexTokens(...s.bodyTexts),
        })),
      );
      total += sources.length;
      if (sources.length < BATCH) return total;
    }
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
