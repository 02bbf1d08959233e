import { hasRequirements, isSalaryUnit, type PostingValues } from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { JOB_OFFERS_TOPIC } from './cache-topics.ts';
import type {
  JobOfferPublishingRepository,
  PublishedFields,
} from './joboffer-publishing.repository.ts';
import { monthlyEquivalent } from './joboffers.salary.ts';
import { publishedSince } from './listed-since.ts';
import type { JobOfferSearchService } from './search/search.service.ts';
import type { SavedSearchesService } from '../savedsearches/savedsearches.service.ts';
import type { ReferencesService } from '../references/references.service.ts';

/** The names of a JOBTITLE option. */
export interface JobTitleNames {
  cn: string;
  pt: string;
  en: string;
}

/** A vacancy's publication and removal, for the postings and reports modules. */
export interface JobOfferListing {
  id: number;
  employerId: number;
  titleCn: string;
  titlePt: string;
  titleEn: string;
  publishedAt: string;
  removedAt: string | null;
  /** expired, withdrawn, removed (by staff), hidden (after reports), or null. */
  removalKind: string | null;
  /** Shown in lists and search now: not removed and within its listed window. */
  listed: boolean;
}

/**
 * Publishing of vacancies from employers' postings: the only writer of vacancies
 * besides the seed and the validity sweep. Every write reindexes what it changed in the search
 * index and bumps JOB_OFFERS_TOPIC, so lists, counts, statistics, search and cached pages and
 * details refresh here at once and on every instance within a second.
 */
export class JobOfferPublishingService {
  constructor(
    private readonly repository: PublicMembers<JobOfferPublishingRepository>,
    private readonly deps: Pick<ServiceDeps, 'clock' | 'changes'>,
    private readonly search: Pick<JobOfferSearchService, 'indexIds'>,
    /** The job title and salary type options a vacancy names (read now: this is a write). */
    private readonly references: () => Pick<ReferencesService, 'optionsOf'>,
    /** Told of every vacancy newly listed (job alerts); absent where nobody listens. */
    private readonly alerts?: () => Pick<SavedSearchesService, 'vacancyListed'>,
  ) {}

  /** A vacancy became listed: its job alerts are put on the scheduler (never run here). */
  private async newlyListed(jobOfferId: number): Promise<void> {
    if (!this.alerts) return;
    const listing = await this.listing(jobOfferId);
    if (listing?.listed) await this.alerts().vacancyListed(jobOfferId, listing.publishedAt);
  }

  /**
   * Publishes the values as the employer's vacancy: a new one (`jobOfferId` null) is published
   * now, valid four months; an edit over the listed one keeps its publication date and so its
   * validity (renew is the only way to a new one), listed again whatever removed it before.
   * Answers its id.
   */
  async publish(input: {
    employerId: number;
    jobOfferId: number | null;
    values: PostingValues;
  }): Promise<number> {
    const now = this.deps.clock.now().toISOString();
    const fields = await this.fields(input.employerId, input.values, now);
    let id = input.jobOfferId;
    // An edit of a listed vacancy is not news; a new one, or one listed again, is.
    const wasListed = id !== null && (await this.listing(id))?.listed === true;
    if (id === null) {
      id = await this.repository.insert(input.employerId, fields, now);
    } else if (!(await this.repository.update(input.employerId, id, withoutPublication(fields)))) {
      throw new AppError('BE_JOBOFFER_INVALID', [id]);
    }
    await this.search.indexIds([id]);
    await this.deps.changes.bump(JOB_OFFERS_TOPIC);
    if (!wasListed) await this.newlyListed(id);
    return id;
  }

  /** The employer withdraws the vacancy (listed, expired or hidden); answers whether it changed. */
  async withdraw(jobOfferId: number): Promise<boolean> {
    return this.changed(
      await this.repository.setRemoval(jobOfferId, [null, 'expired', 'hidden'], {
        kind: 'withdrawn',
        reason: null,
        at: this.deps.clock.now().toISOString(),
      }),
    );
  }

  /** A new validity from now; a vacancy removed by its expiry is listed again. */
  async renew(jobOfferId: number): Promise<void> {
    const wasListed = (await this.listing(jobOfferId))?.listed === true;
    const renewed = await this.repository.renew(jobOfferId, this.deps.clock.now().toISOString());
    if (!renewed) throw new AppError('BE_JOBOFFER_INVALID', [jobOfferId]);
    await this.deps.changes.bump(JOB_OFFERS_TOPIC);
    if (!wasListed) await this.newlyListed(jobOfferId);
  }

  /**
   * Staff remove the vacancy with a reason (a hidden, withdrawn or expired one too); answers
   * false when staff had removed it already.
   */
  async remove(jobOfferId: number, reason: string): Promise<boolean> {
    return this.changed(
      await this.repository.setRemoval(jobOfferId, [null, 'expired', 'withdrawn', 'hidden'], {
        kind: 'removed',
        reason,
        at: this.deps.clock.now().toISOString(),
      }),
    );
  }

  /** Hides a listed vacancy after reports, until staff decide; answers whether it changed. */
  async hide(jobOfferId: number): Promise<boolean> {
    const listing = await this.listing(jobOfferId);
    if (!listing || listing.removedAt !== null) return false;
    return this.changed(
      await this.repository.setRemoval(jobOfferId, [null], {
        kind: 'hidden',
        reason: null,
        at: this.deps.clock.now().toISOString(),
      }),
    );
  }

  /** Lists a hidden vacancy again; answers whether it was hidden. */
  async unhide(jobOfferId: number): Promise<boolean> {
    const shown = await this.changed(await this.repository.clearRemoval(jobOfferId, 'hidden'));
    if (shown) await this.newlyListed(jobOfferId);
    return shown;
  }

  async listing(jobOfferId: number): Promise<JobOfferListing | undefined> {
    const row = await this.repository.listing(jobOfferId);
    if (!row) return undefined;
    const listedSince = publishedSince(this.deps.clock.now(), 'removedAt').getTime();
    const listed = row.removedAt === null && new Date(row.publishedAt).getTime() >= listedSince;
    return { ...row, listed };
  }

  private async changed(changed: boolean): Promise<boolean> {
    if (changed) await this.deps.changes.bump(JOB_OFFERS_TOPIC);
    return changed;
  }

  /** The vacancy's columns from a posting's values (see the contract's PostingValues). */
  private async fields(
    employerId: number,
    v: PostingValues,
    now: string,
  ): Promise<PublishedFields> {
    const references = this.references();
    const [jobTitleOption, salaryType, companyType] = await Promise.all([
      v.typeJobTitleId === null
        ? undefined
        : references.optionsOf('JOBTITLE', [v.typeJobTitleId]).then(([option]) => option),
      references.optionsOf('SALARYTYPE', [v.typeSalaryId]).then(([option]) => option),
      this.repository.employerCompanyType(employerId),
    ]);
    const jobTitle: JobTitleNames | undefined = jobTitleOption && {
      cn: jobTitleOption.nameCn,
      pt: jobTitleOption.namePt,
      en: jobTitleOption.nameEn,
    };
    const unit = salaryType?.extraInfo;
    if (companyType === undefined) throw new AppError('NOT_FOUND');
    const title = titles(v.title, jobTitle);
    const tags = (list: string[]) => JSON.stringify(list.length > 0 ? list : v.hashtags.cn);
    return {
      company_type: companyType,
      job_class_group_id: v.categoryGroupId,
      job_class_id: v.categoryId,
      job_title_id: v.typeJobTitleId,
      salary_amount: v.salaryAmount,
      salary_type_id: v.typeSalaryId,
      salary_monthly_equivalent: monthlyEquivalent(
        v.salaryAmount,
        isSalaryUnit(unit) ? unit : 'MONTH',
      ),
      education_id: v.typeEducationId,
      experience_required_years: v.experienceRequiredYears,
      requirements_json: hasRequirements(v.requirements) ? JSON.stringify(v.requirements) : null,
      need_cv: v.needCv,
      max_active_interviews: v.maxActiveInterviews,
      positions: v.positions,
      contact_phone: v.contactPhone,
      is_show_additional_message: v.additionalMessage.cn === '' ? 0 : 1,
      published_at: now,
      removed_at: null,
      removal_kind: null,
      removal_reason: null,
      updated_at: now,
      title_cn: title.cn,
      title_pt: title.pt,
      title_en: title.en,
      ...localized(v.contactName, 'contact_name'),
      ...localized(v.experience, 'experience'),
      ...localized(v.workingArea, 'working_area'),
      ...localized(v.workingTime, 'working_time'),
      ...localized(v.description, 'description'),
      ...localized(v.additionalMessage, 'additional_message'),
      hashtags_cn: JSON.stringify(v.hashtags.cn),
      hashtags_pt: tags(v.hashtags.pt),
      hashtags_en: tags(v.hashtags.en),
    };
  }
}

/** The columns an edit rewrites: all but the publication date (the start of the validity). */
function withoutPublication(fields: PublishedFields): Omit<PublishedFields, 'published_at'> {
  const { published_at: _kept, ...rest } = fields;
  return rest;
}

/**
 * The vacancy's titles: the typed ones, Portuguese and English falling back on the typed Chinese;
 * with no typed Chinese title, the JOBTITLE option's names stand in for those not typed.
 */
export function titles(
  typed: { cn: string; pt: string; en: string },
  option: JobTitleNames | undefined,
): JobTitleNames {
  if (typed.cn !== '' || !option) {
    return { cn: typed.cn, pt: typed.pt || typed.cn, en: typed.en || typed.cn };
  }
  return { cn: option.cn, pt: typed.pt || option.pt, en: typed.en || option.en };
}

/** A text's three columns, Portuguese and English falling back on the Chinese. */
function localized<P extends string>(
  t: { cn: string; pt: string; en: string },
  prefix: P,
): Record<`${P}_${'cn' | 'pt' | 'en'}`, string> {
  return {
    [`${prefix}_cn`]: t.cn,
    [`${prefix}_pt`]: t.pt || t.cn,
    [`${prefix}_en`]: t.en || t.cn,
  } as Record<`${P}_${'cn' | 'pt' | 'en'}`, string>;
}
