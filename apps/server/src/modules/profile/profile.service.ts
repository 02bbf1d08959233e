import dayjs from 'dayjs';
import {
  isOldEnough,
  LIMITS,
  macaoToday,
  macaoYearMonth,
  NEED_UPDATE_PROFILE,
  pickBySuffix,
  sectionOfField,
  ProfileInputSchema,
  validationMessage,
  type ApiLanguage,
  type NeedUpdateProfile,
  type Page,
  type Profile,
  type ProfileInput,
  type ProfileSimpleCreate,
  type ProfileSimpleUpdate,
  type ProfileStatus,
  type ReferenceType,
} from '@vaga/contract';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../platform/app-error.ts';
import type { ChangeFeed } from '../../platform/change-feed.ts';
import type { Clock } from '../../platform/clock.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import { toInput, toProfile, toRow, type YearMonth } from './profile.mapper.ts';
import { toPublishedSeeker, type PublishedSeeker } from './profile.published.ts';
import { usedOptions, type UsedOption } from './profile.references.ts';
import type { ProfileRepository, ProfileRow } from './profile.repository.ts';
import { setBounded } from '../../platform/bounded-map.ts';

/** The caller as the profile needs it (the auth guard's `request.account` fits). */
export interface SeekerAccount {
  id: number;
  isResident: boolean;
  /** The birth date the identity provider gave (`YYYY-MM-DD`); null when it gave none. */
  birthDate: string | null;
}

/** What the profile needs from the auth module: the account's document number (docNum, read-only). */
export interface AccountLookup {
  profile(accountId: number): Promise<{ identityNo: string }>;
}

/** A reference option's state, as the references module answers it. */
export interface OptionState {
  id: number;
  isActive: number;
  nameCn: string;
  namePt: string;
  nameEn: string;
  extraInfo: string | null;
}

/** What the profile needs from the references module. */
export interface ReferenceLookup {
  optionsOf(type: ReferenceType, ids: number[]): Promise<OptionState[]>;
}

/** Where a field's error is reported: `body.<path>` (v1) or `body.<section>.<path>` (v2 simple). */
export type PathPrefix = (path: (string | number)[]) => string;
export const bodyPath: PathPrefix = (path) => ['body', ...path].join('.');

/** How a write reports its errors: the request's language (option names) and the field paths. */
export interface WriteOptions {
  lang: ApiLanguage;
  at?: PathPrefix;
  /** Whether the request carries the birthday (v2 simple: only with `personalInfo`); default yes. */
  birthdaySent?: boolean;
}

/** The change-feed topic of resume writes: other instances read a resume's version again. */
export const RESUMES_TOPIC = 'resumes';
/** How long a resume's version is kept when no notice of a write arrives (a lost one). */
export const RESUME_VERSION_KEEP_MS = 5000;
const RESUME_VERSIONS_KEPT_MAX = 10_000;

/**
 * The job-seeking profile (resume): every rule beyond the schema — resident only, age ≥ 16 by the
 * clock, reference options that exist and are active, no future dates — and the update flag.
 */
export class ProfileService {
  /** Resumes written through this instance, per account (see resumeVersion). */
  private readonly writes = new Map<number, number>();
  /** Resume versions read lately, per account (see resumeVersion). */
  private readonly versions = new Map<
    number,
    { version: string | null; writes: number; feed: number; at: number }
  >();

  constructor(
    private readonly repository: PublicMembers<ProfileRepository>,
    private readonly deps: {
      clock: Clock;
      config: AppConfig;
      changes?: Pick<ChangeFeed, 'version' | 'bump'>;
    },
    private readonly references: () => ReferenceLookup,
    private readonly accounts: () => AccountLookup,
  ) {}

  /** Today in Macao, `YYYY-MM-DD`. */
  today(): string {
    return macaoToday(this.deps.clock.now());
  }

  private yearMonth(): YearMonth {
    return macaoYearMonth(this.deps.clock.now());
  }

  /** Erases the seeker's resume (my data); answers how many resumes went (0 or 1). */
  async erase(accountId: number): Promise<number> {
    this.written(accountId);
    try {
      return await this.repository.deleteByAccount(accountId);
    } finally {
      await this.saved(accountId);
    }
  }

  /** Counted before and after each write, so a read during the write is not kept past it. */
  private written(accountId: number): void {
    this.writes.set(accountId, (this.writes.get(accountId) ?? 0) + 1);
  }

  /** After a write: counted here, and told to the other instances through the change feed. */
  private async saved(accountId: number): Promise<void> {
    this.written(accountId);
    await this.deps.changes?.bump(RESUMES_TOPIC);
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
    this.written(account.id);
    const created = await this.repository.insert(toRow(account.id, input, now));
    await this.saved(account.id);
    if (!created) throw new AppError('BE_PROFILE_ALREADY_EXISTS');
    return this.get(account);
  }

  async replace(
    account: SeekerAccount,
    input: ProfileInput,
    options: WriteOptions,
  ): Promise<Profile> {
    this.assertResident(account);
    const existing = await this.repository.findByAccount(account.id);
    if (!existing) throw new AppError('BE_PROFILE_NOT_FOUND');
    await this.checkWritable(account, input, options);
    const now = this.deps.clock.now().toISOString();
    const { account_id: _id, created_at: _created, ...changes } = toRow(account.id, input, now);
    this.written(account.id);
    const updated = await this.repository.update(account.id, changes);
    await this.saved(account.id);
    if (!updated) throw new AppError('BE_PROFILE_NOT_FOUND');
    return this.get(account);
  }

  /** POST v2/profile/simple: a resume from its required sections. */
  async createSimple(
    account: SeekerAccount,
    body: ProfileSimpleCreate,
    lang: ApiLanguage,
  ): Promise<Profile> {
    const merged = {
      ...body.personalInfo,
      ...body.contactInfo,
      ...body.degreeInfo,
      ...body.languageInfo,
      ...(body.driveInfo ?? { drivingSkillList: [] }),
      ...(body.occupationInfo ?? {
        skillList: [],
        expectedJobList: [],
        isShowRemark: 0,
        remark: null,
      }),
      ...(body.experienceInfo ?? { experienceList: [] }),
      isPublic: body.isPublic,
    };
    return this.create(account, this.recheck(merged), { lang, at: sectionPath });
  }

  /** PUT v2/profile/simple: only the sections sent change. */
  async updateSimple(
    account: SeekerAccount,
    body: ProfileSimpleUpdate,
    lang: ApiLanguage,
  ): Promise<Profile> {
    this.assertResident(account);
    const row = await this.repository.findByAccount(account.id);
    if (!row) throw new AppError('BE_PROFILE_NOT_FOUND');
    const merged = {
      ...toInput(row),
      ...body.personalInfo,
      ...body.contactInfo,
      ...body.degreeInfo,
      ...body.languageInfo,
      ...body.driveInfo,
      ...body.occupationInfo,
      ...body.experienceInfo,
      ...(body.isPublic === undefined ? {} : { isPublic: body.isPublic }),
    };
    return this.replace(account, this.recheck(merged), {
      lang,
      at: sectionPath,
      birthdaySent: body.personalInfo !== undefined,
    });
  }

  /** PUT v1/jobseeks/selfseeking: publish or hide the resume; its content (and age) is unchanged. */
  async setPublic(account: SeekerAccount, isPublic: 0 | 1): Promise<Profile> {
    this.assertResident(account);
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
   * A version of the seeker's resume that moves at every save, or null when there is none: when
   * it was last saved (every save stamps it; one indexed read) and, for saves within the same
   * instant, how many times it was written through this instance. For callers that keep what
   * they read of the resume until it changes. The version read is kept while no write is heard
   * of — here at once, from other instances through the change feed — and for
   * RESUME_VERSION_KEEP_MS at most (a lost notice).
   */
  async resumeVersion(accountId: number): Promise<string | null> {
    // Counted before the read: a save under way moves the version again once it is done.
    const writes = this.writes.get(accountId) ?? 0;
    const feed = this.deps.changes?.version(RESUMES_TOPIC) ?? 0;
    const now = this.deps.clock.now().getTime();
    const kept = this.versions.get(accountId);
    if (
      kept &&
      kept.writes === writes &&
      kept.feed === feed &&
      now >= kept.at &&
      now - kept.at < RESUME_VERSION_KEEP_MS
    )
      return kept.version;
    const updatedAt = await this.repository.updatedAt(accountId);
    const version = updatedAt === undefined ? null : `${updatedAt}#${writes}`;
    setBounded(
      this.versions,
      accountId,
      { version, writes, feed, at: now },
      RESUME_VERSIONS_KEPT_MAX,
    );
    return version;
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
    const { rows, total } = await this.repository.publishedPage({
      keyword: query.keyword?.trim() || undefined,
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
    for (const [type, states] of await this.lookup(usedOptions(input))) {
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
    const states = await this.lookup(used);
    if (used.some((u) => states.get(u.type)?.get(u.id)?.isActive !== 1))
      return NEED_UPDATE_PROFILE.forced;
    if (!updated.add(soft, 'month').isAfter(now)) return NEED_UPDATE_PROFILE.soft;
    return NEED_UPDATE_PROFILE.none;
  }

  private async lookup(used: UsedOption[]): Promise<Map<ReferenceType, Map<number, OptionState>>> {
    const idsByType = new Map<ReferenceType, Set<number>>();
    for (const u of used) idsByType.set(u.type, (idsByType.get(u.type) ?? new Set()).add(u.id));
    const result = new Map<ReferenceType, Map<number, OptionState>>();
    for (const [type, ids] of idsByType) {
      const states = await this.references().optionsOf(type, [...ids]);
      result.set(type, new Map(states.map((s) => [s.id, s])));
    }
    return result;
  }

  private assertResident(account: SeekerAccount): void {
    if (!account.isResident) throw new AppError('BE_NOT_RESIDENT');
  }

  /**
   * The age rule (spec §5: at least 16) by the identity provider's birth date, which the resume
   * cannot override: a birthday sent that differs from it is BE_BIRTHDAY_MISMATCH. Only when the
   * provider gave no birth date does the resume's birthday decide. A birthday after today is a
   * wrong date, not a young seeker.
   */
  private assertBirthday(account: SeekerAccount, bod: string, options: WriteOptions): void {
    const today = this.today();
    const sent = options.birthdaySent ?? true;
    if (sent && bod > today) {
      throw new AppError('VALIDATION_FAIL', [
        (options.at ?? bodyPath)(['bod']),
        validationMessage('validation.futureBirthday'),
      ]);
    }
    if (!isOldEnough(account.birthDate ?? bod, today)) {
      throw new AppError('BE_SEEKER_AGE_MUST_GE_16');
    }
    if (sent && account.birthDate && bod !== account.birthDate) {
      throw new AppError('BE_BIRTHDAY_MISMATCH');
    }
  }

  /** The whole resume, after a section merge, through the schema's cross-field rules again. */
  private recheck(merged: unknown): ProfileInput {
    const parsed = ProfileInputSchema.safeParse(merged);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      throw new AppError('VALIDATION_FAIL', [
        sectionPath(first.path as (string | number)[]),
        first.message,
      ]);
    }
    return parsed.data;
  }

  private async checkWritable(
    account: SeekerAccount,
    input: ProfileInput,
    options: WriteOptions,
  ): Promise<void> {
    const at = options.at ?? bodyPath;
    this.assertResident(account);
    this.assertBirthday(account, input.bod, options);
    const now = this.yearMonth();
    const thisMonth = now.year * 12 + now.month;
    input.experienceList.forEach((e, i) => {
      if (e.fromYear * 12 + e.fromMonth > thisMonth) {
        throw new AppError('VALIDATION_FAIL', [
          at(['experienceList', i, 'fromYear']),
          validationMessage('validation.future'),
        ]);
      }
      if (e.toYear != null && e.toMonth != null && e.toYear * 12 + e.toMonth > thisMonth) {
        throw new AppError('VALIDATION_FAIL', [
          at(['experienceList', i, 'toYear']),
          validationMessage('validation.future'),
        ]);
      }
    });
    const used = usedOptions(input);
    const states = await this.lookup(used);
    for (const u of used) {
      const state = states.get(u.type)?.get(u.id);
      if (!state)
        throw new AppError('VALIDATION_FAIL', [at(u.path), validationMessage('validation.choice')]);
    }
    // A driving licence's origin (1 Macau, 2 inland) is the one its option stands for.
    input.drivingSkillList.forEach((d, i) => {
      const origin = states.get('DRIVING_SKILL')?.get(d.typeDrivingSkillId)?.extraInfo;
      if (origin && origin !== String(d.extraInfo)) {
        throw new AppError('VALIDATION_FAIL', [
          at(['drivingSkillList', i, 'extraInfo']),
          validationMessage('validation.choice'),
        ]);
      }
    });
    for (const u of used) {
      const state = states.get(u.type)!.get(u.id)!;
      if (state.isActive !== 1) {
        throw new AppError('BE_REFERENCE_OPTION_INACTIVE', [
          pickBySuffix(state, options.lang),
          at(u.path),
        ]);
      }
    }
  }
}

/** `body.<section>.<field>…` for v2/profile/simple. */
export const sectionPath: PathPrefix = (path) => {
  const [field, ...rest] = path;
  const section = typeof field === 'string' ? sectionOfField(field) : null;
  return ['body', ...(section ? [section] : []), field, ...rest].join('.');
};
