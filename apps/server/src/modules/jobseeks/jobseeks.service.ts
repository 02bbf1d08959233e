import {
  DISABILITY_YES,
  JOB_SEEK_STATES,
  NOTIFICATION_METHODS,
  NOTIFICATION_TYPES,
  macaoToday,
  type ApiLanguage,
  type JobAssistance,
  type JobAssistanceOptions,
  type JobAssistanceValues,
  type JobSeekRecord,
  type JobSeekRecordDetail,
  type JobSeekRecordStatus,
  type JobSeekState,
  type MinimumSalaryResult,
  type Page,
} from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { JobMatchReferralService } from '../jobmatches/jobmatches-referral.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { ProfileService } from '../profile/profile.service.ts';
import {
  assertChoosable,
  assertMinimumWage,
  lookupOptions,
  normalizeProfile,
  usedOptions,
  type OptionLookup,
} from './jobseek-profile.ts';
import { effectiveState } from './jobseek-state.ts';
import { notificationMethodNames, notificationTypeNames } from './jobseek-view.ts';
import { JobSeekExpirations } from './jobseek-expirations.ts';
import { JobSeekPresenter } from './jobseek-presenter.ts';
import type { AfterSeek, JobSeekRow, JobSeeksRepository } from './jobseeks.repository.ts';

/** What registrations tell people through, and the preferences their choices set. */
export type JobSeekNotifications = Pick<
  NotificationsService,
  'write' | 'relayQuietly' | 'applyRegistrationChoices' | 'registrationChoices'
>;

/** The seeker asking: the account, and the age the identity provider gives. */
export interface JobSeeker {
  id: number;
  age: number | null;
}

const IN_PROGRESS: JobSeekState[] = [JOB_SEEK_STATES.processing, JOB_SEEK_STATES.valid];
const FINISHED: JobSeekState[] = [
  JOB_SEEK_STATES.expired,
  JOB_SEEK_STATES.refused,
  JOB_SEEK_STATES.completed,
];
/**
 * The seeker's side of the job-seeking registration (spec §3, §4, §5, §7 Job seeks): one current
 * registration (processing or valid) at a time, its profile checked against the reference options
 * and the minimum wage, the records of every registration, and the expiry of valid ones at the
 * end of their validity (read from the clock at once; persisted by a scheduler job).
 */
export class JobSeeksService {
  readonly presenter: JobSeekPresenter;
  /** The expiry of registrations and the notices of those expiring soon. */
  private readonly expirations: JobSeekExpirations;

  constructor(
    private readonly repository: PublicMembers<JobSeeksRepository>,
    private readonly deps: Pick<ServiceDeps, 'clock' | 'config'>,
    private readonly references: () => OptionLookup,
    private readonly profiles: () => Pick<
      ProfileService,
      'assertSeekerMayUseService' | 'findInput'
    >,
    referrals: () => Pick<JobMatchReferralService, 'countByJobSeek' | 'titles'>,
    private readonly notifications?: () => JobSeekNotifications,
  ) {
    this.presenter = new JobSeekPresenter(repository, references, referrals);
    this.expirations = new JobSeekExpirations(repository, deps.clock, notifications);
  }

  today(): string {
    return macaoToday(this.deps.clock.now());
  }

  /** Whether the seeker's resume declares a disability (the minimum wage does not apply). */
  async isDisability(accountId: number): Promise<boolean> {
    return (await this.profiles().findInput(accountId))?.isDisability === DISABILITY_YES;
  }

  async options(accountId: number, lang: ApiLanguage): Promise<JobAssistanceOptions> {
    const stored = await this.repository.current(accountId);
    const processing =
      stored !== undefined && effectiveState(stored, this.today()) === JOB_SEEK_STATES.processing;
    const named = (ids: readonly number[], names: readonly string[]) =>
      ids.map((id, i) => ({ id, name: names[i]! }));
    const methods = Object.values(NOTIFICATION_METHODS);
    const types = Object.values(NOTIFICATION_TYPES);
    return {
      selfJobSeekOption: {
        disableCreateUpdate: processing ? 1 : 0,
        showUpdateTip: this.deps.config.jobSeek.updateTip ? 1 : 0,
      },
      notificationMethods: named(methods, notificationMethodNames(methods, lang)),
      notificationTypes: named(types, notificationTypeNames(types, lang)),
      isDisability: (await this.isDisability(accountId)) ? 1 : 0,
      validityDays: this.deps.config.jobSeek.validityDays,
    };
  }

  /**
   * The seeker's current registration as it is now; a valid one past its validity is persisted
   * as expired here (as the job would) and is no longer current.
   */
  private async currentOf(accountId: number): Promise<JobSeekRow | undefined> {
    const row = await this.repository.current(accountId);
    if (!row) return undefined;
    const today = this.today();
    if (effectiveState(row, today) === JOB_SEEK_STATES.expired) {
      await this.expirations.expire(row.id);
      return undefined;
    }
    return row;
  }

  /** GET jobassistance: the latest registration; NOT_FOUND when the seeker never registered. */
  async assistance(accountId: number, lang: ApiLanguage): Promise<JobAssistance> {
    const row = await this.repository.latest(accountId);
    if (!row) throw new AppError('NOT_FOUND');
    return this.withChoices(await this.presenter.assistance(row, this.today(), lang), lang);
  }

  /**
   * A current registration shows its notification methods and types as the notification
   * preferences now stand (registration-preferences.ts); a finished one what it was saved with.
   */
  private async withChoices(found: JobAssistance, lang: ApiLanguage): Promise<JobAssistance> {
    if (!this.notifications || found.currentJobSeekIsValid !== 1) return found;
    const row = await this.repository.find(found.jobSeekId);
    const choices = await this.notifications().registrationChoices(row!.account_id);
    return {
      ...found,
      profile: { ...found.profile, ...choices },
      labels: {
        ...found.labels,
        notificationMethods: notificationMethodNames(choices.notificationMethodList, lang),
        notificationTypes: notificationTypeNames(choices.notificationTypeList, lang),
      },
    };
  }

  /** Inside the registration's transaction: its notification choices set the preferences. */
  private choicesStep(profile: JobAssistanceValues): AfterSeek | undefined {
    const notifications = this.notifications;
    if (!notifications) return undefined;
    return (trx, row) =>
      notifications().applyRegistrationChoices(trx, row.account_id, {
        notificationMethodList: profile.notificationMethodList,
        notificationTypeList: profile.notificationTypeList,
      });
  }

  /** Age and resume (ProfileService.assertSeekerMayUseService): the checks every registration and update runs first. */
  private async assertMayRegister(seeker: JobSeeker): Promise<void> {
    await this.profiles().assertSeekerMayUseService(seeker);
  }

  /** The profile as stored, after the option, cross-field and minimum-wage rules. */
  private async checked(
    accountId: number,
    input: JobAssistanceValues,
    lang: ApiLanguage,
  ): Promise<JobAssistanceValues> {
    const used = usedOptions(input);
    const states = await lookupOptions(this.references(), used);
    assertChoosable(used, states, lang);
    const today = this.today();
    const profile = normalizeProfile(input, states, today);
    const exempt = await this.isDisability(accountId);
    for (const job of profile.jobSeekJobTitleList) {
      const salaryType = states.get('SALARYTYPE')?.get(job.typeSalaryId);
      assertMinimumWage(job.salaryAmount, salaryType, today, exempt, lang);
    }
    return profile;
  }

  /** POST jobassistance: a new registration, processing until staff decide. */
  async register(
    seeker: JobSeeker,
    input: JobAssistanceValues,
    lang: ApiLanguage,
  ): Promise<{ jobSeekId: number; entNo: string }> {
    await this.assertMayRegister(seeker);
    if (await this.currentOf(seeker.id)) throw new AppError('BE_EXIST_VALID_JOBSEEK_SERVICE');
    const profile = await this.checked(seeker.id, input, lang);
    const at = this.deps.clock.now().toISOString();
    const row = await this.repository.create(
      seeker.id,
      JSON.stringify(profile),
      { action: 'registered', actor: 'seeker', actorAccountId: seeker.id, detail: null, at },
      this.choicesStep(profile),
    );
    if (!row) throw new AppError('BE_EXIST_VALID_JOBSEEK_SERVICE');
    return { jobSeekId: row.id, entNo: row.ent_no };
  }

  /** PUT jobassistance: changes the valid registration (its state and validity stay). */
  async update(
    seeker: JobSeeker,
    input: JobAssistanceValues,
    lang: ApiLanguage,
  ): Promise<{ jobSeekId: number; entNo: string }> {
    await this.assertMayRegister(seeker);
    const current = await this.currentOf(seeker.id);
    if (!current) throw new AppError('BE_NO_VALID_JOBSEEK_SERVICE');
    if (current.state === JOB_SEEK_STATES.processing) throw new AppError('BE_JOBSEEK_UNDER_REVIEW');
    const profile = await this.checked(seeker.id, input, lang);
    const at = this.deps.clock.now().toISOString();
    const changed = await this.repository.transition(
      current.id,
      [JOB_SEEK_STATES.valid],
      this.today(),
      { profile: JSON.stringify(profile) },
      { action: 'updated', actor: 'seeker', actorAccountId: seeker.id, detail: null, at },
      this.choicesStep(profile),
    );
    if (!changed) throw new AppError('BE_NO_VALID_JOBSEEK_SERVICE');
    return { jobSeekId: current.id, entNo: current.ent_no };
  }

  /** POST validations/minimumSalary: a form-time check, the disability taken from the body. */
  async checkMinimum(
    body: { typeSalaryId: number; salaryAmount: number; isDisability: 0 | 1 },
    lang: ApiLanguage,
  ): Promise<MinimumSalaryResult> {
    const used = [{ type: 'SALARYTYPE' as const, id: body.typeSalaryId, path: ['typeSalaryId'] }];
    const states = await lookupOptions(this.references(), used);
    assertChoosable(used, states, lang);
    const exempt = body.isDisability === DISABILITY_YES;
    const minimum = assertMinimumWage(
      body.salaryAmount,
      states.get('SALARYTYPE')?.get(body.typeSalaryId),
      this.today(),
      exempt,
      lang,
    );
    return { minimumAmount: minimum, exempt };
  }

  /** GET jobseeks: the seeker's records in the tabs asked (both when none), newest first. */
  async records(
    accountId: number,
    query: { jobSeekStatusList?: JobSeekRecordStatus[]; page: number; size: number },
    lang: ApiLanguage,
  ): Promise<Page<JobSeekRecord>> {
    const tabs = query.jobSeekStatusList ?? [];
    const states = [
      ...(tabs.length === 0 || tabs.includes(1) ? IN_PROGRESS : []),
      ...(tabs.length === 0 || tabs.includes(2) ? FINISHED : []),
    ];
    const today = this.today();
    const { rows, total } = await this.repository.page({
      accountId,
      states,
      today,
      offset: query.page * query.size,
      limit: query.size,
    });
    return { content: await this.presenter.records(rows, today, lang), totalElements: total };
  }

  /** GET jobseeks/{id}: the seeker's own record; another seeker's is NOT_FOUND. */
  async record(accountId: number, id: number, lang: ApiLanguage): Promise<JobSeekRecordDetail> {
    const row = await this.repository.find(id, accountId);
    if (!row) throw new AppError('NOT_FOUND');
    return this.presenter.detail(row, this.today(), lang);
  }

  /** The retention job: deletes registrations closed before `cutoff` (my data). */
  purgeClosedBefore(cutoff: string): Promise<number> {
    return this.repository.deleteClosedBefore(cutoff);
  }

  /** The scheduler's job: persists every valid registration past its validity as expired. */
  expireOverdue(): Promise<number> {
    return this.expirations.expireOverdue();
  }

  /** The scheduler's job: tells holders of registrations expiring soon (JobSeekExpirations). */
  noticeExpiring(): Promise<number> {
    return this.expirations.noticeExpiring();
  }
}
