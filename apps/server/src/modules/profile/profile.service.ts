import dayjs from 'dayjs';
import {
  isOldEnough,
  LIMITS,
  macaoToday,
  macaoYearMonth,
  NEED_UPDATE_PROFILE,
  pickBySuffix,
  type ApiLanguage,
  type NeedUpdateProfile,
  type Page,
  type Profile,
  type ProfileInput,
  type ProfileSimpleCreate,
  type ProfileSimpleUpdate,
  type ProfileStatus,
} from '@vaga/contract';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../platform/app-error.ts';
import type { ChangeFeed } from '../../platform/change-feed.ts';
import type { Clock } from '../../platform/clock.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import { toInput, toProfile, toRow, type YearMonth } from './profile.mapper.ts';
import type {
  AccountLookup,
  OptionStates,
  ReferenceLookup,
  SeekerAccount,
} from './profile.ports.ts';
import { toPublishedSeeker, type PublishedSeeker } from './profile.published.ts';
import { optionStates, usedOptions, type UsedOption } from './profile.references.ts';
import { mergeSimpleCreate, mergeSimpleUpdate } from './profile.simple.ts';
import type { ProfileRepository, ProfileRow } from './profile.repository.ts';
import { ResumeVersions } from './profile.versions.ts';
import {
  assertBirthday,
  assertNoFutureExperience,
  assertOptionsUsable,
  assertResident,
  bodyPath,
  recheck,
  sectionPath,
  type WriteOptions,
} from './profile.write-rules.ts';

/**
 * The job-seeking profile (resume): every rule beyond the schema — resident only, age ≥ 16 by the
 * clock, reference options that exist and are active, no future dates — and the update flag.
 */
export class ProfileService {
  /** Writes counted and resume versions kept (see resumeVersion). */
  private readonly versions: ResumeVersions;

  constructor(
    private readonly repository: PublicMembers<ProfileRepository>,
    private readonly deps: {
      clock: Clock;
      config: AppConfig;
      changes?: Pick<ChangeFeed, 'version' | 'bump'>;
    },
    private readonly references: () => ReferenceLookup,
    private readonly accounts: () => AccountLookup,
  ) {
    this.versions = new ResumeVersions(repository, deps.clock, deps.changes);
  }

  /** Today in Macao, `YYYY-MM-DD`. */
  today(): string {
    return macaoToday(this.deps.clock.now());
  }

  private yearMonth(): YearMonth {
    return macaoYearMonth(this.deps.clock.now());
  }

  /** Erases the seeker's resume (my data); answers how many resumes went (0 or 1). */
  async erase(accountId: number): Promise<number> {
    this.versions.written(accountId);
    try {
      return await this.repository.deleteByAccount(accountId);
    } finally {
      await this.versions.saved(accountId);
    }
  }

  async get(account: SeekerAccount): Promise<Profile> {
    const row = await this.repository.findByAccount(account.id);
    if (!row) throw new AppError('BE_PROFILE_NOT_FOUND');
    return this.present(row, account);
  }

  /** GET v2/profile: never a 404. */
  async status(account: SeekerAccount): Promise<ProfileStatus> {
    const row = await this.repository.findByAccount(account.id);
    if (!row) return { hasProfile: 0, needUpadteProfile: 0, updatedAt: null, voProfile: null };
    const profile = await this.present(row, account);
    return {
      hasProfile: 1,
      needUpadteProfile: profile.needUpadteProfile,
      updatedAt: profile.updatedAt,
      voProfile: profile,
    };
  }

  async create(
    account: SeekerAccount,
    input: ProfileInput,
    options: WriteOptions,
  ): Promise<Profile> {
    await this.checkWritable(account, input, options);
    const now = this.deps.clock.now().toISOString();
    this.versions.written(account.id);
    const created = await this.repository.insert(toRow(account.id, input, now));
    await this.versions.saved(account.id);
    if (!created) throw new AppError('BE_PROFILE_ALREADY_EXISTS');
    return this.get(account);
  }

  async replace(
    account: SeekerAccount,
    input: ProfileInput,
    options: WriteOptions,
  ): Promise<Profile> {
    assertResident(account);
    const existing = await this.repository.findByAccount(account.id);
    if (!existing) throw new AppError('BE_PROFILE_NOT_FOUND');
    await this.checkWritable(account, input, options);
    const now = this.deps.clock.now().toISOString();
    const { account_id: _id, created_at: _created, ...changes } = toRow(account.id, input, now);
    this.versions.written(account.id);
    const updated = await this.repository.update(account.id, changes);
    await this.versions.saved(account.id);
    if (!updated) throw new AppError('BE_PROFILE_NOT_FOUND');
    return this.get(account);
  }

  /** POST v2/profile/simple: a resume from its required sections. */
  async createSimple(
    account: SeekerAccount,
    body: ProfileSimpleCreate,
    lang: ApiLanguage,
  ): Promise<Profile> {
    const merged = mergeSimpleCreate(body);
    return this.create(account, recheck(merged), { lang, at: sectionPath });
  }

  /** PUT v2/profile/simple: only the sections sent change. */
  async updateSimple(
    account: SeekerAccount,
    body: ProfileSimpleUpdate,
    lang: ApiLanguage,
  ): Promise<Profile> {
    assertResident(account);
    const row = await this.repository.findByAccount(account.id);
    if (!row) throw new AppError('BE_PROFILE_NOT_FOUND');
    const merged = mergeSimpleUpdate(toInput(row), body);
    return this.replace(account, recheck(merged), {
      lang,
      at: sectionPath,
      birthdaySent: body.personalInfo !== undefined,
    });
  }

  /** PUT v1/jobseeks/selfseeking: publish or hide the resume; its content (and age) is unchanged. */
  async setPublic(account: SeekerAccount, isPublic: 0 | 1): Promise<Profile> {
    assertResident(account);
    if (!(await this.repository.update(account.id, { is_public: isPublic }))) {
      throw new AppError('BE_PROFILE_NOT_FOUND');
    }
    return this.get(account);
  }

  /**
   * The update flag (spec §4). 2 (forced) when the resume was last updated `forced` months ago or
   * more, or uses a reference option that is now disabled or gone; 1 (prompt) when it was updated
   * `soft` months ago or more; 0 otherwise.
   */
  async needUpdate(accountId: number): Promise<NeedUpdateProfile> {
    const row = await this.repository.findByAccount(accountId);
    if (!row) return NEED_UPDATE_PROFILE.none;
    return this.flagOf(row);
  }

  /** For booking flows: throws BE_PROFILE_NOT_FOUND without a resume, BE_PROFILE_MUST_UPDATE on flag 2. */
  async assertProfileUsable(accountId: number): Promise<void> {
    const row = await this.repository.findByAccount(accountId);
    if (!row) throw new AppError('BE_PROFILE_NOT_FOUND');
    if ((await this.flagOf(row)) === NEED_UPDATE_PROFILE.forced)
      throw new AppError('BE_PROFILE_MUST_UPDATE');
  }

  /**
   * For the seeker's services (booking, job-seeking registration, event registration): the age
   * rule (spec §5: at least 16) before the resume when the identity provider gives the birth
   * date, so a seeker under 16 hears BE_SEEKER_AGE_MUST_GE_16 rather than that a resume is
   * missing; then the resume (assertProfileUsable); then, only when the provider gave no birth
   * date, the resume's birthday decides.
   */
  async assertSeekerMayUseService(seeker: { id: number; age: number | null }): Promise<void> {
    if (seeker.age !== null && seeker.age < LIMITS.minimumAge) {
      throw new AppError('BE_SEEKER_AGE_MUST_GE_16');
    }
    await this.assertProfileUsable(seeker.id);
    if (seeker.age !== null) return;
    const birthday = (await this.findInput(seeker.id))?.bod;
    if (!birthday || !isOldEnough(birthday, this.today())) {
      throw new AppError('BE_SEEKER_AGE_MUST_GE_16');
    }
  }

  /**
   * A version of the seeker's resume that moves at every save, or null when there is none, for
   * callers that keep what they read of the resume until it changes (see ResumeVersions).
   */
  async resumeVersion(accountId: number): Promise<string | null> {
    return this.versions.version(accountId);
  }

  /** The stored resume in the request shape (for the generated CV), or null. */
  async findInput(accountId: number): Promise<ProfileInput | null> {
    const row = await this.repository.findByAccount(accountId);
    return row ? toInput(row) : null;
  }

  /**
   * The resume as employers see it: null when there is none or the seeker hides it. The
   * identity document number is never shown to employers, nor a remark the seeker keeps hidden.
   */
  async publishedResume(accountId: number): Promise<Profile | null> {
    const row = await this.repository.findByAccount(accountId);
    if (!row || row.is_public !== 1) return null;
    const profile = toProfile(row, '', this.yearMonth(), await this.flagOf(row));
    return profile.isShowRemark === 1 ? profile : { ...profile, remark: null };
  }

  /** A page of published resumes an employer may invite, newest update first (spec §7). */
  async publishedSeekers(
    query: { keyword?: string; page: number; size: number },
    lang: ApiLanguage,
  ): Promise<Page<PublishedSeeker>> {
    const keyword = query.keyword?.trim() || undefined;
    const { rows, total } = await this.repository.publishedPage({
      keyword,
      jobTitleIds:
        keyword === undefined
          ? undefined
          : await this.references().keptIdsLabelled('JOBTITLE', keyword),
      offset: query.page * query.size,
      limit: query.size,
    });
    const content: PublishedSeeker[] = [];
    for (const row of rows) {
      content.push(toPublishedSeeker(row, await this.optionNames(toInput(row), lang)));
    }
    return { content, totalElements: total };
  }

  /** The name of every option the resume uses, in a language, keyed `TYPE:id`. */
  async optionNames(input: ProfileInput, lang: ApiLanguage): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    for (const [type, states] of await this.lookup(usedOptions(input), 'kept')) {
      for (const state of states.values())
        names.set(`${type}:${state.id}`, pickBySuffix(state, lang));
    }
    return names;
  }

  private async present(row: ProfileRow, account: SeekerAccount): Promise<Profile> {
    const { identityNo } = await this.accounts().profile(account.id);
    return toProfile(row, identityNo, this.yearMonth(), await this.flagOf(row));
  }

  private async flagOf(row: ProfileRow): Promise<NeedUpdateProfile> {
    const now = dayjs(this.deps.clock.now());
    const updated = dayjs(row.updated_at);
    const { soft, forced } = this.deps.config.profileUpdateMonths;
    if (!updated.add(forced, 'month').isAfter(now)) return NEED_UPDATE_PROFILE.forced;
    const used = usedOptions(toInput(row));
    const states = await this.lookup(used, 'kept');
    if (used.some((u) => states.get(u.type)?.get(u.id)?.isActive !== 1))
      return NEED_UPDATE_PROFILE.forced;
    if (!updated.add(soft, 'month').isAfter(now)) return NEED_UPDATE_PROFILE.soft;
    return NEED_UPDATE_PROFILE.none;
  }

  /** The kept catalogue for the flag and names; the database for a resume being written. */
  private lookup(
    used: UsedOption[],
    source: 'database' | 'kept' = 'database',
  ): Promise<OptionStates> {
    return optionStates(this.references(), used, source);
  }

  private async checkWritable(
    account: SeekerAccount,
    input: ProfileInput,
    options: WriteOptions,
  ): Promise<void> {
    const at = options.at ?? bodyPath;
    assertResident(account);
    assertBirthday(account, input.bod, options, this.today());
    assertNoFutureExperience(input, this.yearMonth(), at);
    const used = usedOptions(input);
    assertOptionsUsable(input, used, await this.lookup(used), options);
  }
}
