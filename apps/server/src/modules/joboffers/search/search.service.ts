import { createHash } from 'node:crypto';
import { LIMITS, macaoToday, shiftDate, TOP_KEYWORDS_COUNT, type HotKeyword } from '@vaga/contract';
import { AppError } from '../../../platform/app-error.ts';
import type { PublicMembers } from '../../../platform/public-members.ts';
import type { ServiceDeps } from '../../../platform/service-deps.ts';
import type { SearchTerm } from './query-builder.ts';
import type { SearchIndexRepository } from './search-index.repository.ts';
import type { HotSearchRepository, KeywordSearch } from './hot-search.repository.ts';
import { indexEntry } from './index-entry.ts';
import { JOB_OFFERS_TOPIC } from '../cache-topics.ts';

/** Longest time searched keywords wait to be added to their counts (ms of the clock). */
const KEYWORD_FLUSH_MS = 5_000;

/** Most keywords the staff list shows. */
const HOT_KEYWORDS_LISTED = 200;

/** A word of a keyword as shown: a run of letters, marks and digits (emoji and symbols drop). */
const LABEL_WORD = /[\p{L}\p{M}\p{N}]+/gu;

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
  /** Searches not yet written, by folded terms and client. */
  private readonly pending = new Map<string, GatheredSearch>();
  private flushedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly repository: PublicMembers<HotSearchRepository>,
    private readonly index: PublicMembers<SearchIndexRepository>,
    private readonly deps: Pick<ServiceDeps, 'clock' | 'changes'>,
  ) {}

  /** Indexes every pending vacancy; answers how many were indexed. */
  async indexPending(): Promise<number> {
    const last = await this.index.maxId();
    let total = 0;
    for (let after = 0; after < last; after += ID_RANGE) {
      const sources = await this.index.findPending(after, Math.min(after + ID_RANGE, last));
      if (sources.length === 0) continue;
      await this.index.write(sources.map(indexEntry));
      total += sources.length;
    }
    // Searches and lists cached on every instance may now answer differently.
    if (total > 0) await this.deps.changes.bump(JOB_OFFERS_TOPIC);
    return total;
  }

  /**
   * (Re)indexes these vacancies now, whatever the index holds of them: a writer of vacancies
   * calls it with the ids it wrote. It does not bump JOB_OFFERS_TOPIC; the writer does, once,
   * after all its writes.
   */
  async indexIds(ids: readonly number[]): Promise<number> {
    const sources = await this.index.findByIds(ids);
    await this.index.write(sources.map(indexEntry));
    return sources.length;
  }

  /**
   * Counts a client's search of a keyword under its folded terms (`Cook` and `cook ` count
   * together), shown as its normalized words (searchLabel()). Searches are gathered and written
   * together at most every {@link KEYWORD_FLUSH_MS} (and before the hot searches are read, and
   * when the server stops), so a search does not pay for a write; a client counts once per day.
   *
   * A search only notes the time in the gathered entry of its keyword and client: the client's
   * digest, the Macao day and the instant are worked out when the entry is written, once per
   * entry instead of once per search (they were most of a cached search's own work).
   */
  async countKeyword(keyword: string, terms: SearchTerm[], client: string): Promise<void> {
    const folded = terms
      .map((t) => t.token)
      .join(' ')
      .slice(0, 120);
    if (!folded) return;
    const at = this.deps.clock.millis();
    const key = `${folded}\n${client}`;
    const seen = this.pending.get(key);
    if (seen && seen.keyword === keyword) seen.last = at;
    else {
      const label = searchLabel(keyword);
      if (!label) return;
      this.pending.set(key, { folded, keyword, label, client, first: seen?.first ?? at, last: at });
    }
    if (at - this.flushedAt >= KEYWORD_FLUSH_MS || at < this.flushedAt) {
      await this.flushKeywordCounts();
    }
  }

  /** Writes the gathered keyword searches. */
  async flushKeywordCounts(): Promise<void> {
    this.flushedAt = this.deps.clock.millis();
    const gathered = [...this.pending.values()];
    this.pending.clear();
    await this.repository.count(gathered.flatMap(keywordSearches));
  }

  /**
   * Forgets the clients of a keyword that have not searched it for
   * LIMITS.hotKeywordClientWindowDays days, so the table stays bounded and a keyword is hot for
   * the clients of the last weeks. Answers how many were forgotten.
   */
  async forgetOldKeywordClients(): Promise<number> {
    await this.flushKeywordCounts();
    const today = macaoToday(this.deps.clock.now());
    return this.repository.forgetClientsBefore(
      shiftDate(today, 0, -LIMITS.hotKeywordClientWindowDays),
    );
  }

  /** The hot searches: the most searched keywords enough clients searched, unless hidden. */
  async topKeywords(): Promise<string[]> {
    await this.flushKeywordCounts();
    return this.repository.top(TOP_KEYWORDS_COUNT, LIMITS.hotKeywordMinClients);
  }

  /** Every counted keyword with its counts, for staff. */
  async listKeywords(): Promise<HotKeyword[]> {
    await this.flushKeywordCounts();
    return this.repository.list(HOT_KEYWORDS_LISTED);
  }

  /** Staff hide a keyword from the hot searches (or show it again). */
  async setKeywordHidden(folded: string, hidden: boolean): Promise<void> {
    await this.flushKeywordCounts();
    if (!(await this.repository.setHidden(folded, hidden))) throw new AppError('NOT_FOUND');
  }
}

/** The keyword as the hot searches show it: its words only (NFKC, lower case), one space apart. */
export function searchLabel(keyword: string): string {
  const words = keyword.normalize('NFKC').match(LABEL_WORD) ?? [];
  return words.join(' ').toLowerCase().slice(0, 120);
}

/** A keyword's searches by one client since the last write. */
interface GatheredSearch {
  folded: string;
  /** The keyword as typed last, and as shown (searchLabel()). */
  keyword: string;
  label: string;
  client: string;
  /** Clock time (ms) of its first and its last search. */
  first: number;
  last: number;
}

/**
 * The rows of a gathered search: one for the Macao day of its last search, and one for the day
 * of its first when a midnight fell between them (a client counts once on each day it searched).
 */
function keywordSearches(search: GatheredSearch): KeywordSearch[] {
  const client = clientDigest(search.client);
  const row = (ms: number): KeywordSearch => {
    const at = new Date(ms);
    return {
      folded: search.folded,
      keyword: search.label,
      client,
      day: macaoToday(at),
      at: at.toISOString(),
    };
  };
  const last = row(search.last);
  const first = search.first === search.last ? last : row(search.first);
  return first.day === last.day ? [last] : [first, last];
}

/** A client named without keeping its address or account id. */
function clientDigest(client: string): string {
  return createHash('sha256').update(`vaga-hot-search:${client}`).digest('hex').slice(0, 32);
}
