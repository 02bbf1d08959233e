import { randomUUID } from 'node:crypto';
import {
  JOB_MATCH_STATUS,
  macaoToday,
  type ApiLanguage,
  type ApplyJobRequest,
  type JobMatchCard,
  type JobMatchDetail,
  type JobMatchGroup,
  type JobMatchStatus,
  type JobOfferDetail,
  type Page,
  type PendingStatistics,
  type ReplyEmployerRequest,
  type Survey,
  type SurveyAnswer,
} from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { CvsService } from '../cvs/cvs.service.ts';
import type { JobOfferListService } from '../joboffers/joboffer-list.service.ts';
import type { ProfileService } from '../profile/profile.service.ts';
import type { JobMatchesRepository, JobMatchRow } from './jobmatches.repository.ts';
import type { NewMatchFacts } from './jobmatches-shared.repository.ts';
import { matchCalendar } from './jobmatch-calendar.ts';
import { effectiveStatus } from './jobmatch-status.ts';
import { asResult, canReply, detailFields, surveyOpen, toCard } from './jobmatch-view.ts';
import { bookingRefusal } from './jobmatch-booking.ts';
import { historyOf } from './jobmatch-history.ts';
import { JobMatchMoves } from './jobmatch-moves.ts';
import { requestNotice, type InterviewOutbox } from './jobmatch-notices.ts';

/** What interview matches need of the vacancies (the joboffers module's list service). */
export type JobOfferLookup = Pick<JobOfferListService, 'states' | 'detailsIncludingRemoved'>;

/** The seeker making a request: the account, and the age the identity provider gives. */
export interface Seeker {
  id: number;
  age: number | null;
}

/**
 * A seeker's interview matches (spec §3, §4, §5, §7): booking under every rule of §5 in one
 * transaction, the list and detail, replies to invitations, the survey, the pending statistics
 * and the calendar file. An invitation past its 10 days reads as expired everywhere (derived
 * from the clock); `expireOverdue()` persists it with a system history row.
 */
export class JobMatchesService {
  /** Replies, expiry and closing: the moves of a match's status. */
  private readonly moves: JobMatchMoves;

  constructor(
    private readonly repository: PublicMembers<JobMatchesRepository>,
    private readonly deps: Pick<ServiceDeps, 'clock'>,
    private readonly jobOffers: JobOfferLookup,
    private readonly profiles: () => Pick<ProfileService, 'assertSeekerMayUseService'>,
    private readonly cvs: () => Pick<CvsService, 'get'>,
    private readonly notifications?: () => InterviewOutbox,
  ) {
    this.moves = new JobMatchMoves(repository, deps.clock, notifications);
  }

  private now(): Date {
    return this.deps.clock.now();
  }

  /** POST applyjob: refusals in the order of spec §5, the vacancy's and seeker's caps atomically. */
  async apply(seeker: Seeker, request: ApplyJobRequest): Promise<{ jobMatchUid: string }> {
    await this.profiles().assertSeekerMayUseService(seeker);
    const now = this.now();
    const today = macaoToday(now);
    if (request.expectedInterviewDateFrom < today) {
      throw new AppError('VALIDATION_FAIL', [
        'body.expectedInterviewDateFrom',
        'validation.notPast',
      ]);
    }
    const state = (await this.jobOffers.states([request.jobOfferId])).get(request.jobOfferId);
    if (state !== 'VALID') throw new AppError('BE_JOBOFFER_INVALID', [request.jobOfferId]);
    const cvUid = request.cvUid ?? null;
    const ownCv = cvUid === null ? true : await this.ownsCv(seeker.id, cvUid);
    const decide = (facts: NewMatchFacts) => {
      const refusal = bookingRefusal(facts, { jobOfferId: request.jobOfferId, cvUid, ownCv });
      if (refusal) throw refusal;
    };
    const row = await this.repository.book(
      {
        uid: randomUUID(),
        accountId: seeker.id,
        jobOfferId: request.jobOfferId,
        expectedDateFrom: request.expectedInterviewDateFrom,
        expectedDateTo: request.expectedInterviewDateTo,
        expectedTimePeriod: request.expectedInterviewTimePeriod,
        content: request.content,
        cvUid,
      },
      now.toISOString(),
      decide,
      async (trx, match) => this.notifications?.().write(trx, [requestNotice(match)]),
    );
    await this.notifications?.().relayQuietly();
    return { jobMatchUid: row.uid };
  }

  private async ownsCv(accountId: number, cvUid: string): Promise<boolean> {
    try {
      await this.cvs().get(accountId, cvUid);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return false;
      throw error;
    }
  }

  private async vacancies(rows: JobMatchRow[], lang: ApiLanguage) {
    const ids = [...new Set(rows.map((r) => r.job_offer_id))];
    const details = await this.jobOffers.detailsIncludingRemoved(ids, lang);
    return new Map<number, JobOfferDetail>(details.map((d) => [d.id, d]));
  }

  /**
   * GET jobmatches: the seeker's matches in the groups asked (all when none), newest first;
   * group 900 holds the job-seeking registration's referrals and `jobSeekIdList` narrows to the
   * referrals of those registrations, `jobOfferIdList` to the seeker's match for those vacancies
   * (every match read is the seeker's own).
   */
  async list(
    accountId: number,
    query: {
      typeJobMatchStatusGroupIdList?: JobMatchGroup[];
      jobSeekIdList?: number[];
      jobOfferIdList?: number[];
      page: number;
      size: number;
    },
    lang: ApiLanguage,
  ): Promise<Page<JobMatchCard>> {
    const now = this.now();
    const { rows, total } = await this.repository.page(
      accountId,
      {
        groups: query.typeJobMatchStatusGroupIdList ?? [],
        jobSeekIds: query.jobSeekIdList ?? [],
        jobOfferIds: query.jobOfferIdList ?? [],
      },
      now.toISOString(),
      query.page * query.size,
      query.size,
    );
    const vacancies = await this.vacancies(rows, lang);
    return {
      content: rows.map((r) => toCard(r, vacancies.get(r.job_offer_id), lang, now)),
      totalElements: total,
    };
  }

  /** The seeker's own match; another seeker's answers NOT_FOUND like an unknown one. */
  private async own(accountId: number, uid: string): Promise<JobMatchRow> {
    const row = await this.repository.find(accountId, uid);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async detail(accountId: number, uid: string, lang: ApiLanguage): Promise<JobMatchDetail> {
    const row = await this.own(accountId, uid);
    const now = this.now();
    const vacancy = (await this.vacancies([row], lang)).get(row.job_offer_id);
    const events = await this.repository.history(row.id);
    const history = historyOf(events, row, lang, now, 'seeker');
    return {
      ...toCard(row, vacancy, lang, now),
      ...detailFields(row, vacancy, lang, now),
      cvName: row.cv_uid ? await this.cvName(accountId, row.cv_uid) : null,
      history,
      canReply: canReply(row, now),
    };
  }

  private async cvName(accountId: number, cvUid: string): Promise<string | null> {
    try {
      return (await this.cvs().get(accountId, cvUid)).cvName;
    } catch {
      return null;
    }
  }

  /**
   * POST replyemployer: accepts (arranged) or rejects (rejected, with the reason) an invitation
   * within its 10 days. Past them the invitation is expired (persisted now) and the reply refused.
   */
  async reply(accountId: number, uid: string, reply: ReplyEmployerRequest): Promise<void> {
    return this.moves.reply(accountId, await this.own(accountId, uid), reply);
  }

  /** The retention job: deletes matches closed before `cutoff` (my data). */
  purgeClosedBefore(cutoff: string): Promise<number> {
    return this.repository.deleteClosedBefore(cutoff);
  }

  /** The scheduler's job: persists every invitation past its reply time as expired. */
  expireOverdue(): Promise<number> {
    return this.moves.expireOverdue();
  }

  /** The scheduler's job: closes as noResult every arranged interview 30 days past unreported. */
  closeUnreported(): Promise<number> {
    return this.moves.closeUnreported();
  }

  /** GET survey: only once the interview has taken place or a result was recorded. */
  async survey(accountId: number, uid: string, lang: ApiLanguage): Promise<Survey> {
    const row = await this.own(accountId, uid);
    if (!surveyOpen(row, this.now())) throw new AppError('BE_JOBMATCH_STATE_INVALID');
    const vacancy = (await this.vacancies([row], lang)).get(row.job_offer_id);
    return {
      jobMatchUid: row.uid,
      jobOfferTitle: vacancy?.jobOfferTitle ?? '',
      employerName: vacancy?.companyName ?? '',
      interviewDate: row.interview_at,
      seekerResult: asResult(row.seeker_result),
      comment: row.seeker_comment,
      employerResult: asResult(row.employer_result),
      submitted: row.survey_submitted_at !== null,
    };
  }

  /**
   * POST survey (a draft the seeker may change) and submitsurvey (final). The answer is the
   * seeker's result: it finishes an arranged interview (freeing the seeker's and the vacancy's
   * active slots) and, given after the employer's, counts instead of it (spec §4).
   */
  async answerSurvey(
    accountId: number,
    uid: string,
    answer: Required<SurveyAnswer>,
    submit: boolean,
    lang: ApiLanguage,
  ): Promise<Survey> {
    const row = await this.own(accountId, uid);
    const now = this.now();
    if (!surveyOpen(row, now)) throw new AppError('BE_JOBMATCH_STATE_INVALID');
    const at = now.toISOString();
    const saved = await this.repository.saveSurvey(row.id, answer, submit ? at : null, {
      actor: 'seeker',
      actorAccountId: accountId,
      reason: answer.comment || null,
      at,
    });
    if (!saved) throw new AppError('BE_JOBMATCH_STATE_INVALID');
    return this.survey(accountId, uid, lang);
  }

  /** GET statistics/pending: active matches, invitations to answer, surveys due. */
  async pendingStatistics(accountId: number): Promise<PendingStatistics> {
    const counts = await this.repository.pendingCounts(accountId, this.now().toISOString());
    return {
      total: counts.active,
      waitSeekerReply: counts.waitSeeker,
      completeReview: counts.surveyDue,
    };
  }

  /**
   * Interview matches of each of these vacancies (the employer's postings list): all of them,
   * and those waiting for the employer's answer (group 1). A vacancy without any is absent.
   */
  async countsByJobOffers(
    jobOfferIds: readonly number[],
  ): Promise<Map<number, { all: number; waiting: number }>> {
    const rows = await this.repository.countsByJobOffers(jobOfferIds);
    return new Map(rows.map((r) => [r.jobOfferId, { all: r.all, waiting: r.waiting }]));
  }

  /**
   * A seeker's match as its notices see it now: its status (an invitation past its reply time
   * reads as expired) and whether its interview is still ahead; null when the match is gone.
   */
  async noticeFacts(
    accountId: number,
    uid: string,
  ): Promise<{ status: JobMatchStatus; interviewAhead: boolean } | null> {
    const row = await this.repository.find(accountId, uid);
    if (!row) return null;
    const now = this.now();
    return {
      status: effectiveStatus(row.status, row.reply_due_at, now),
      interviewAhead: row.interview_at === null || new Date(row.interview_at) > now,
    };
  }

  /** GET calendar: the .ics of an arranged interview. */
  async calendar(
    accountId: number,
    uid: string,
    lang: ApiLanguage,
  ): Promise<{ fileName: string; body: string }> {
    const row = await this.own(accountId, uid);
    const now = this.now();
    if (
      effectiveStatus(row.status, row.reply_due_at, now) !== JOB_MATCH_STATUS.arranged ||
      row.interview_at === null
    ) {
      throw new AppError('BE_JOBMATCH_STATE_INVALID');
    }
    const vacancy = (await this.vacancies([row], lang)).get(row.job_offer_id);
    return matchCalendar(row, row.interview_at, vacancy);
  }
}
