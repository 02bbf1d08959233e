import {
  NO_REQUIREMENTS,
  POSTING_LIMITS,
  pickLocalized,
  type ApiLanguage,
  type PostingDetail,
  type PostingHistoryEntry,
  type PostingReview,
  type PostingRevision,
  type PostingStatus,
  type PostingSummary,
  type PostingValues,
} from '@vaga/contract';
import type { Clock } from '../../platform/clock.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { EmployerService } from '../employer/employer.service.ts';
import type { JobMatchesService } from '../jobmatches/jobmatches.service.ts';
import { titles } from '../joboffers/joboffer-publishing.service.ts';
import { validityWindow } from '../joboffers/joboffer-validity.ts';
import type { ReferencesService } from '../references/references.service.ts';
import type { HistoryRow, PostingRow } from './joboffer-postings.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PostingViewDeps {
  clock: Clock;
  references: () => Pick<ReferencesService, 'optionsOf'>;
  employers: () => Pick<EmployerService, 'find'>;
  jobMatches: () => Pick<JobMatchesService, 'countsByJobOffers'>;
  accounts: () => Pick<AuthService, 'profile'>;
}

/** Stored values; those saved before requirements existed read as requiring none. */
export function valuesOf(json: string): PostingValues {
  const values = JSON.parse(json) as Partial<PostingValues>;
  return { ...values, requirements: values.requirements ?? NO_REQUIREMENTS } as PostingValues;
}

/** The state the employer sees: a published posting past its four months is EXPIRED. */
export function statusOf(row: PostingRow, now: Date): PostingStatus {
  if (row.state !== 'PUBLISHED') return row.state as PostingStatus;
  if (row.published_at === null) return 'EXPIRED';
  return now.getTime() >= validityWindow(row.published_at).expiresAt.getTime()
    ? 'EXPIRED'
    : 'PUBLISHED';
}

/**
 * Whether renew is open: a published vacancy (not withdrawn or removed) in the last
 * POSTING_LIMITS.renewWindowDays days of its validity, or past it.
 */
export function renewableAt(row: PostingRow, now: Date): boolean {
  if (row.state !== 'PUBLISHED' || row.published_at === null) return false;
  if (row.removal_kind === 'withdrawn' || row.removal_kind === 'removed') return false;
  const expiresAt = validityWindow(row.published_at).expiresAt.getTime();
  return expiresAt - now.getTime() <= POSTING_LIMITS.renewWindowDays * DAY_MS;
}

/** Postings as the employer's list, the detail and the staff queue show them. */
export class PostingView {
  constructor(private readonly deps: PostingViewDeps) {}

  /** The working copy's title of each posting, in the language (Chinese when that is empty). */
  private async titles(rows: readonly PostingRow[], lang: ApiLanguage): Promise<string[]> {
    const values = rows.map((r) => valuesOf(r.values_json));
    const ids = values.flatMap((v) => (v.typeJobTitleId === null ? [] : [v.typeJobTitleId]));
    const options = new Map(
      (await this.deps.references().optionsOf('JOBTITLE', ids)).map((o) => [
        o.id,
        { cn: o.nameCn, pt: o.namePt, en: o.nameEn },
      ]),
    );
    return values.map((v) => {
      const t = titles(
        v.title,
        v.typeJobTitleId === null ? undefined : options.get(v.typeJobTitleId),
      );
      return pickLocalized({ zh: t.cn, pt: t.pt, en: t.en }, lang);
    });
  }

  async summaries(rows: readonly PostingRow[], lang: ApiLanguage): Promise<PostingSummary[]> {
    const now = this.deps.clock.now();
    const offerIds = rows.flatMap((r) => (r.job_offer_id === null ? [] : [r.job_offer_id]));
    const [names, counts] = await Promise.all([
      this.titles(rows, lang),
      this.deps.jobMatches().countsByJobOffers(offerIds),
    ]);
    return rows.map((row, i) => {
      const count = row.job_offer_id === null ? undefined : counts.get(row.job_offer_id);
      const published = row.job_offer_id !== null && row.published_at !== null;
      return {
        id: row.id,
        jobOfferId: row.job_offer_id,
        title: names[i],
        status: statusOf(row, now),
        revision: row.revision as PostingRevision | null,
        hidden: row.state === 'PUBLISHED' && row.removal_kind === 'hidden',
        publishDate: published ? row.published_at : null,
        expiryDate: published ? validityWindow(row.published_at!).expiresAt.toISOString() : null,
        updatedAt: row.updated_at,
        requestCount: count?.all ?? 0,
        waitingCount: count?.waiting ?? 0,
        renewable: renewableAt(row, now),
      };
    });
  }

  async detail(row: PostingRow, history: HistoryRow[], lang: ApiLanguage): Promise<PostingDetail> {
    const [[summary], employer, entries] = await Promise.all([
      this.summaries([row], lang),
      this.deps.employers().find(row.employer_id, lang),
      this.history(history, lang),
    ]);
    const returned = row.state === 'RETURNED' || row.revision === 'RETURNED';
    return {
      ...summary,
      employerId: row.employer_id,
      employerName: employer?.name ?? '',
      values: valuesOf(row.values_json),
      publishedValues:
        row.revision !== null && row.published_values_json !== null
          ? valuesOf(row.published_values_json)
          : null,
      returnReason: returned ? row.return_reason : null,
      removalReason: row.state === 'REMOVED' ? row.removal_reason : null,
      submittedAt: row.submitted_at,
      history: entries,
    };
  }

  /** History entries naming the accounts as the console shows them (their profile name). */
  private async history(rows: HistoryRow[], lang: ApiLanguage): Promise<PostingHistoryEntry[]> {
    const names = new Map<number, string>();
    for (const id of new Set(rows.flatMap((r) => r.actor_account_id ?? []))) {
      const profile = await this.deps
        .accounts()
        .profile(id, lang)
        .catch(() => null);
      if (profile) names.set(id, profile.name);
    }
    return rows.map((r) => ({
      action: r.action as PostingHistoryEntry['action'],
      at: r.at,
      actorRole: r.actor_role as PostingHistoryEntry['actorRole'],
      actorName: r.actor_account_id === null ? null : (names.get(r.actor_account_id) ?? null),
      reason: r.reason,
    }));
  }

  async reviews(rows: readonly PostingRow[], lang: ApiLanguage): Promise<PostingReview[]> {
    const names = await this.titles(rows, lang);
    const employers = new Map<number, string>();
    for (const id of new Set(rows.map((r) => r.employer_id))) {
      employers.set(id, (await this.deps.employers().find(id, lang))?.name ?? '');
    }
    return rows.map((row, i) => ({
      id: row.id,
      jobOfferId: row.job_offer_id,
      title: names[i],
      employerName: employers.get(row.employer_id) ?? '',
      kind: row.state === 'PUBLISHED' ? 'EDIT' : 'NEW',
      submittedAt: row.submitted_at ?? row.updated_at,
    }));
  }
}
