import type {
  ApiLanguage,
  JobClass,
  JobOfferSuggestion,
  MetaData,
  ReferenceOption,
} from '@vaga/contract';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { ReferencesService } from '../references/references.service.ts';
import { JOB_OFFERS_TOPIC } from './cache-topics.ts';
import type { JobOfferCatalogService } from './joboffer-catalog.service.ts';
import { foldText, matchCandidates, type Candidate } from './joboffer-suggestions.match.ts';
import type { JobOfferSuggestionsRepository } from './joboffer-suggestions.repository.ts';
import { publishedSince } from './listed-since.ts';

/** How long the vacancy counts of the titles are reused before they are counted again. */
export const SUGGESTION_COUNTS_CACHE_MS = 30_000;
/** Answers kept per language and name list; past it they are forgotten all at once. */
export const SUGGESTION_ANSWERS_MAX = 5_000;

interface TitleCounts {
  at: number;
  version: number;
  byTitle: Map<number, number>;
}

/** The names of one language, and the answers already given from them. */
interface NameIndex {
  titles: readonly ReferenceOption[];
  classes: readonly JobClass[];
  counts: TitleCounts;
  candidates: Candidate[];
  answers: Map<string, JobOfferSuggestion[]>;
}

function vacancyCount(metaDatas: readonly MetaData[]): number {
  return Number(metaDatas.find((m) => m.key === 'vacancyCount')?.value ?? 0);
}

function candidate(
  text: string,
  kind: Candidate['kind'],
  id: number,
  vacancies: number,
): Candidate | null {
  const folded = foldText(text);
  return folded ? { text, kind, id, folded, vacancies } : null;
}

/** Every active title, class and group, with how many valid vacancies each names. */
function buildCandidates(
  titles: readonly ReferenceOption[],
  classes: readonly JobClass[],
  counts: TitleCounts,
): Candidate[] {
  const out: (Candidate | null)[] = [];
  for (const title of titles) {
    if (title.isActive !== 1) continue;
    out.push(candidate(title.name, 'JOB_TITLE', title.id, counts.byTitle.get(title.id) ?? 0));
  }
  for (const group of classes) {
    for (const sub of group.subCategories) {
      out.push(candidate(sub.name, 'JOB_CLASS', sub.id, vacancyCount(sub.metaDatas)));
    }
    out.push(candidate(group.name, 'JOB_CLASS_GROUP', group.id, vacancyCount(group.metaDatas)));
  }
  return out.filter((c): c is Candidate => c !== null);
}

/**
 * Suggestions as you type: the active job titles (JOBTITLE options, read through the
 * references service, which caches them), and the active job classes and groups (the catalog,
 * cached with its counts) whose name in the request's language matches the keyword, folded as
 * the search tokenizer folds it.
 *
 * Matching runs in memory over a few hundred names. The names of a language are gathered again
 * only when the options, the catalog or the title counts were read again (each on its own
 * change-feed topic and time limit); until then each distinct keyword's answer is kept.
 */
export class JobOfferSuggestionsService {
  private counts: TitleCounts | null = null;
  private loading: { version: number; counts: Promise<TitleCounts> } | null = null;
  private readonly indexes = new Map<ApiLanguage, NameIndex>();

  constructor(
    private readonly repository: PublicMembers<JobOfferSuggestionsRepository>,
    private readonly deps: Pick<ServiceDeps, 'clock' | 'changes'>,
    private readonly references: () => Pick<ReferencesService, 'byType'>,
    private readonly catalog: () => Pick<JobOfferCatalogService, 'catalog'>,
  ) {}

  /** GET v1/joboffers/suggestions: at most SUGGESTIONS_MAX names matching the keyword. */
  async suggest(keyword: string, lang: ApiLanguage): Promise<JobOfferSuggestion[]> {
    const folded = foldText(keyword);
    if (!folded) return [];
    const index = await this.index(lang);
    let answer = index.answers.get(folded);
    if (!answer) {
      answer = matchCandidates(index.candidates, folded);
      if (index.answers.size >= SUGGESTION_ANSWERS_MAX) index.answers.clear();
      index.answers.set(folded, answer);
    }
    return answer;
  }

  private async index(lang: ApiLanguage): Promise<NameIndex> {
    const [titles, classes, counts] = await Promise.all([
      this.references().byType('JOBTITLE', lang),
      this.catalog().catalog(lang),
      this.titleCounts(),
    ]);
    const kept = this.indexes.get(lang);
    if (kept && kept.titles === titles && kept.classes === classes && kept.counts === counts) {
      return kept;
    }
    const index: NameIndex = {
      titles,
      classes,
      counts,
      candidates: buildCandidates(titles, classes, counts),
      answers: new Map(),
    };
    this.indexes.set(lang, index);
    return index;
  }

  private async titleCounts(): Promise<TitleCounts> {
    const now = this.deps.clock.now();
    const version = this.deps.changes.version(JOB_OFFERS_TOPIC);
    const kept = this.counts;
    const age = now.getTime() - (kept?.at ?? 0);
    if (kept && kept.version === version && age >= 0 && age < SUGGESTION_COUNTS_CACHE_MS) {
      return kept;
    }
    if (this.loading?.version === version) return this.loading.counts;
    const validSince = publishedSince(now, 'expiresAt').toISOString();
    const loading = {
      version,
      counts: this.repository.countsByTitle(validSince).then((rows) => ({
        at: now.getTime(),
        version,
        byTitle: new Map(rows.map((r) => [r.titleId, r.vacancies])),
      })),
    };
    this.loading = loading;
    loading.counts
      .then((counts) => {
        if (this.loading === loading) this.counts = counts;
      })
      .catch(() => undefined)
      .finally(() => {
        if (this.loading === loading) this.loading = null;
      });
    return loading.counts;
  }
}
