import {
  JOB_SEEK_STATES,
  type ApiLanguage,
  type JobAssistance,
  type JobSeekRecord,
  type JobSeekRecordDetail,
} from '@vaga/contract';
import { plainText } from '../../platform/free-text.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { JobMatchReferralService } from '../jobmatches/jobmatches-referral.service.ts';
import { lookupOptions, usedOptions, type OptionLookup } from './jobseek-profile.ts';
import { effectiveState } from './jobseek-state.ts';
import {
  historyOf,
  labelsOf,
  profileOf,
  referredIds,
  sanitizeRichText,
  stateDesc,
  toRecord,
} from './jobseek-view.ts';
import type { JobSeekRow, JobSeeksRepository } from './jobseeks.repository.ts';

/**
 * Registrations as the seeker and staff read them: the profile with the names of its choices,
 * the record card and detail with the matches counted and the history in words.
 */
export class JobSeekPresenter {
  constructor(
    private readonly repository: Pick<PublicMembers<JobSeeksRepository>, 'history'>,
    private readonly references: () => OptionLookup,
    private readonly referrals: () => Pick<JobMatchReferralService, 'countByJobSeek' | 'titles'>,
  ) {}

  /** The options a set of registrations use, read once. */
  async optionsOf(rows: JobSeekRow[]) {
    return lookupOptions(
      this.references(),
      rows.flatMap((row) => usedOptions(profileOf(row))),
    );
  }

  async labels(row: JobSeekRow, lang: ApiLanguage) {
    return labelsOf(profileOf(row), await this.optionsOf([row]), lang);
  }

  async assistance(row: JobSeekRow, today: string, lang: ApiLanguage): Promise<JobAssistance> {
    const state = effectiveState(row, today);
    const profile = profileOf(row);
    return {
      jobSeekId: row.id,
      entNo: row.ent_no,
      entDate: row.created_at,
      state,
      stateDesc: stateDesc(state, lang),
      currentJobSeekIsValid:
        state === JOB_SEEK_STATES.processing || state === JOB_SEEK_STATES.valid ? 1 : 0,
      validFrom: row.valid_from,
      validUntil: row.valid_until,
      profile: {
        typeEmploymentStatusId: profile.typeEmploymentStatusId,
        typeUnemployedId: profile.typeUnemployedId ?? null,
        unemployedYear: profile.unemployedYear ?? null,
        unemployedMonth: profile.unemployedMonth ?? null,
        latestJobTitleText: profile.latestJobTitleText ?? null,
        latestJobSalaryAmount: profile.latestJobSalaryAmount ?? null,
        latestJobSalaryTypeId: profile.latestJobSalaryTypeId ?? null,
        typeRegReasonId: profile.typeRegReasonId,
        otherRegReason: profile.otherRegReason ?? null,
        canShift: profile.canShift,
        jobSeekLocationList: profile.jobSeekLocationList,
        jobDetailRequest: profile.jobDetailRequest ?? null,
        jobSeekJobTitleList: profile.jobSeekJobTitleList.map((j) => ({
          typeJobTitleId: j.typeJobTitleId ?? null,
          textJobTitle: j.textJobTitle ?? null,
          salaryAmount: j.salaryAmount,
          typeSalaryId: j.typeSalaryId,
        })),
        needVagaRecommendVacancy: profile.needVagaRecommendVacancy,
        notificationMethodList: profile.notificationMethodList,
        notificationTypeList: profile.notificationTypeList,
      },
      labels: await this.labels(row, lang),
    };
  }

  async records(rows: JobSeekRow[], today: string, lang: ApiLanguage): Promise<JobSeekRecord[]> {
    const options = await this.optionsOf(rows);
    const counts = await this.referrals().countByJobSeek(rows.map((r) => r.id));
    return rows.map((row) =>
      toRecord(
        row,
        effectiveState(row, today),
        counts.get(row.id) ?? 0,
        labelsOf(profileOf(row), options, lang),
        options,
        lang,
      ),
    );
  }

  async history(row: JobSeekRow, lang: ApiLanguage) {
    const events = await this.repository.history(row.id);
    const titles = await this.referrals().titles(referredIds(events), lang);
    return historyOf(events, lang, titles);
  }

  async detail(row: JobSeekRow, today: string, lang: ApiLanguage): Promise<JobSeekRecordDetail> {
    const [record] = await this.records([row], today, lang);
    const detailsRemark = sanitizeRichText(row.details_remark || row.refuse_reason || '');
    return {
      ...record,
      isShowDetailsRemark: detailsRemark.trim() !== '',
      detailsRemark,
      remark: plainText(row.refuse_reason ?? ''),
      labels: await this.labels(row, lang),
      history: await this.history(row, lang),
    };
  }
}
