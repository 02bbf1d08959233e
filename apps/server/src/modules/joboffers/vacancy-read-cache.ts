import type { ApiLanguage, FitVacancy, JobOfferCard, JobOfferDetail, Page } from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { ComputeGate } from '../../platform/compute-gate.ts';
import { kept, type Kept } from '../../platform/kept.ts';
import { REFERENCES_TOPIC } from '../references/references.service.ts';
import { JOB_OFFERS_TOPIC } from './cache-topics.ts';
import { fitVacancyOf, toCard, toDetail } from './joboffer-cards.ts';
import type { JobOfferCardRow, JobOfferRow } from './joboffer-list.repository.ts';
import type { CountedTotal } from './search/search.repository.ts';
import { validityWindow } from './joboffer-validity.ts';
import { PAGE_CACHE_TTL_MS, PageCache } from './page-cache.ts';

/**
 * The change-feed topics of every vacancy read (lists, search, a vacancy's detail): rows carry
 * the names of their employer and reference options.
 */
export const VACANCY_TOPICS: readonly string[] = [JOB_OFFERS_TOPIC, REFERENCES_TOPIC];

/** Built once per language from a kept page or row: until when it holds, when it was built. */
interface Built<T> {
  kept: Kept<T>;
  builtAt: number;
  /** The first instant what was built shows a vacancy otherwise (one expiring). */
  changes: number;
}

/** How many match a list's criteria, and when that was counted (VacancyReadCache.knownTotal). */
export interface KnownTotal extends CountedTotal {
  countedAt: Date;
}

/** A page of vacancy rows in order, how many match in all, and what is built from it. */
export interface RowPage {
  rows: JobOfferCardRow[];
  total: number;
  /**
   * Until when (ms of the clock) the page may be answered: its TTL, and the first instant one of
   * its listed vacancies leaves the lists.
   */
  until: number;
  /** Its cards, per language (cards()). */
  cards: Partial<Record<ApiLanguage, Built<Page<JobOfferCard>>>>;
  /** What skill fit reads of each of its vacancies (facts()). */
  facts?: Map<number, FitVacancy>;
  /** A search page asked with its terms as whole words: whether a vacancy holds them. */
  ownWords?: boolean;
}

/** A vacancy's row read for its detail, until when it may be answered, and its details. */
export interface HeldRow {
  row: JobOfferRow;
  until: number;
  /**
   * The first instant (ms of the clock) the vacancy is removed: at once when it was withdrawn,
   * else 15 days past its expiry. Worked out once, when the row is read.
   */
  removedAt: number;
  details: Partial<Record<ApiLanguage, Built<JobOfferDetail>>>;
}

/** Every listed vacancy of a job class, newest first, with what skill fit reads of each. */
export interface ClassFitFacts {
  ids: Int32Array;
  facts: FitVacancy[];
}

/** A row page as computed: its rows, total and until. */
export function rowPage(rows: JobOfferCardRow[], total: number, until: number): RowPage {
  return { rows, total, until, cards: {} };
}

/** The page of a keyword with nothing searchable in it: one object, held for no time. */
export const NO_ROWS: RowPage = rowPage([], 0, Number.NEGATIVE_INFINITY);

const isBusy = (error: unknown) => error instanceof AppError && error.code === 'SERVER_BUSY';

/**
 * The vacancy read caches of one instance: row pages of the lists and search, vacancy rows of the
 * details, the job classes' fit facts (each a PageCache: no write since, less than its TTL old, no
 * vacancy removed since), and the cards and details built from them per language, answered as
 * kept values (platform/kept.ts) whose `until` and topics say how long they hold.
 */
export class VacancyReadCache {
  /** Moves whenever the data of vacancy reads changes. */
  readonly version: () => number;
  private readonly pages: PageCache<RowPage>;
  private readonly totals: PageCache<KnownTotal>;
  private readonly computing = new Map<string, Promise<RowPage>>();
  private readonly rows: PageCache<HeldRow>;
  private readonly classFacts: PageCache<ClassFitFacts>;
  private readonly computingFacts = new Map<string, Promise<ClassFitFacts>>();

  constructor(
    private readonly clock: Clock,
    changes: { version(topic: string): number },
    /** Sheds uncached pages under a flood (SERVER_BUSY); kept pages are always answered. */
    private readonly gate: Pick<ComputeGate, 'run'>,
  ) {
    this.version = () => changes.version(JOB_OFFERS_TOPIC) + changes.version(REFERENCES_TOPIC);
    this.pages = new PageCache(clock, this.version);
    this.totals = new PageCache(clock, this.version);
    this.rows = new PageCache(clock, this.version);
    this.classFacts = new PageCache(clock, this.version);
  }

  /**
   * The page of `key`, from the cache while it may answer; else computed by `compute` (given
   * the version read before), once at a time per key, through the gate for `client`. When the
   * gate refuses, a kept page past its TTL whose data has not changed answers, else SERVER_BUSY.
   * `compute` answers when the oldest of what the page holds was read (`readAt`: a known total's
   * count), when that is before the page was computed: its TTL then runs from there.
   */
  async page(
    key: string,
    compute: (
      version: number,
    ) => Promise<{ page: RowPage; validUntil: Date | null; readAt?: Date }>,
    client: string,
  ): Promise<RowPage> {
    const cached = this.pages.get(key);
    if (cached) return cached;
    let pending = this.computing.get(key);
    if (!pending) {
      pending = this.gate
        .run(client, async () => {
          const version = this.version();
          const computedAt = this.clock.now();
          const { page, validUntil, readAt } = await compute(version);
          this.pages.set(key, page, { version, computedAt: readAt ?? computedAt, validUntil });
          return page;
        })
        .finally(() => this.computing.delete(key));
      this.computing.set(key, pending);
    }
    try {
      return await pending;
    } catch (error) {
      // Under a flood, a page past its TTL whose data has not changed beats SERVER_BUSY.
      const past = isBusy(error) ? this.pages.getPastTtl(key) : undefined;
      if (past) return past;
      throw error;
    }
  }

  /**
   * The total last counted for a list's criteria whatever its page (VacancyRowPages), while it
   * may answer as a page would: no write since, within the TTL of its count, no vacancy removed.
   */
  knownTotal(key: string): KnownTotal | undefined {
    return this.totals.get(key);
  }

  /** Keeps a total counted from the data of `version`, until `validUntil` at most. */
  keepTotal(key: string, total: KnownTotal, at: { version: number; validUntil: Date | null }) {
    this.totals.set(key, total, { ...at, computedAt: total.countedAt });
  }

  /** The row of vacancy `id`, from the cache while it may answer, else read by `read`. */
  async row(
    id: number,
    read: () => Promise<JobOfferRow | undefined>,
  ): Promise<HeldRow | undefined> {
    const key = String(id);
    const cached = this.rows.get(key);
    if (cached) return cached;
    const version = this.version();
    const computedAt = this.clock.now();
    const row = await read();
    if (!row) return undefined;
    const held: HeldRow = {
      row,
      until: computedAt.getTime() + PAGE_CACHE_TTL_MS,
      removedAt:
        row.removed_at !== null
          ? Number.NEGATIVE_INFINITY
          : validityWindow(row.published_at).removedAt.getTime(),
      details: {},
    };
    this.rows.set(key, held, { version, computedAt, validUntil: null });
    return held;
  }

  /** Whether a held row's vacancy is removed now (the state of JobOfferRecords.stateOf()). */
  isRemoved(held: HeldRow): boolean {
    return this.clock.millis() >= held.removedAt;
  }

  /** A job class's fit facts, kept and computed as pages are (see page()). */
  async facts(
    key: string,
    compute: (version: number) => Promise<{ value: ClassFitFacts; validUntil: Date | null }>,
    client: string,
  ): Promise<ClassFitFacts> {
    const cached = this.classFacts.get(key);
    if (cached) return cached;
    let pending = this.computingFacts.get(key);
    if (!pending) {
      pending = this.gate
        .run(client, async () => {
          const version = this.version();
          const computedAt = this.clock.now();
          const { value, validUntil } = await compute(version);
          this.classFacts.set(key, value, { version, computedAt, validUntil });
          return value;
        })
        .finally(() => this.computingFacts.delete(key));
      this.computingFacts.set(key, pending);
    }
    try {
      return await pending;
    } catch (error) {
      const past = isBusy(error) ? this.classFacts.getPastTtl(key) : undefined;
      if (past) return past;
      throw error;
    }
  }

  /**
   * The cards of a page, valid or not as of now, built once per language and kept with the page
   * until the first of its still-valid vacancies expires (so `isValid` is that of the moment of
   * asking). Holds until then, and at most as long as the page.
   */
  cards(page: RowPage, lang: ApiLanguage): Kept<Page<JobOfferCard>> {
    const now = this.clock.millis();
    const built = page.cards[lang];
    if (built && now >= built.builtAt && now < built.changes) return built.kept;
    let changes = Number.POSITIVE_INFINITY;
    for (const row of page.rows) {
      const expiresAt = validityWindow(row.published_at).expiresAt.getTime();
      if (expiresAt > now) changes = Math.min(changes, expiresAt);
    }
    const at = new Date(now);
    const cards = { content: page.rows.map((r) => toCard(r, lang, at)), totalElements: page.total };
    const value = kept(cards, Math.min(changes, page.until), VACANCY_TOPICS);
    page.cards[lang] = { kept: value, builtAt: now, changes };
    return value;
  }

  /**
   * The detail of a held row in `lang`, built once and kept with it until the vacancy's validity
   * changes: valid, until it expires; expired, until it is removed (then it is refused).
   */
  detail(held: HeldRow, lang: ApiLanguage): Kept<JobOfferDetail> {
    const now = this.clock.millis();
    const built = held.details[lang];
    if (built && now >= built.builtAt && now < built.changes) return built.kept;
    const { expiresAt, removedAt } = validityWindow(held.row.published_at);
    const valid = now < expiresAt.getTime();
    const ends = valid ? expiresAt.getTime() : removedAt.getTime();
    const value = kept(
      toDetail(held.row, lang, new Date(now)),
      Math.min(ends, held.until),
      VACANCY_TOPICS,
    );
    held.details[lang] = {
      kept: value,
      builtAt: now,
      changes: valid ? expiresAt.getTime() : Number.POSITIVE_INFINITY,
    };
    return value;
  }

  /** What skill fit reads of each vacancy of a page, read once per page (no further read). */
  pageFacts(page: RowPage): Map<number, FitVacancy> {
    page.facts ??= new Map(page.rows.map((r) => [r.id, fitVacancyOf(r)]));
    return page.facts;
  }
}
