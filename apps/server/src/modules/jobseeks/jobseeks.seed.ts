import {
  JOB_SEEK_RESULTS,
  JOB_SEEK_STATES,
  JobAssistanceInputSchema,
  macaoToday,
  shiftDate,
} from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { App } from '../../platform/types.ts';
import { JobSeeksRepository, type SeekEvent } from './jobseeks.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo registration profile (ids of the demo reference data). */
const DEMO_PROFILE = JobAssistanceInputSchema.parse({
  typeEmploymentStatusId: 1,
  typeRegReasonId: 3,
  canShift: 1,
  latestJobTitleText: '酒店前台接待員',
  latestJobSalaryAmount: 15000,
  latestJobSalaryTypeId: 1,
  jobSeekLocationList: [{ typeJobSeekLocationId: 1 }, { typeJobSeekLocationId: 6 }],
  jobDetailRequest: '希望從事酒店或旅遊相關工作',
  jobSeekJobTitleList: [
    { typeJobTitleId: 10101, salaryAmount: 16000, typeSalaryId: 1 },
    { textJobTitle: 'Concierge', salaryAmount: 15000, typeSalaryId: 1 },
  ],
  needVagaRecommendVacancy: 1,
  notificationMethodList: [1, 3],
  notificationTypeList: [1, 2],
});

/**
 * The demo `resident` account's job-seeking records: an older registration closed with a result
 * and a valid one with a referral to a demo vacancy, so the demo shows both record tabs and the
 * interview tab of the registration. Skipped when the account has any registration.
 */
export async function seedDemoJobSeeks(app: App, accountId: number): Promise<boolean> {
  const repository = new JobSeeksRepository(app.db);
  if (await repository.latest(accountId)) return false;
  const now = app.clock.millis();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS).toISOString();
  const staff = (action: string, daysAgo: number, detail: string | null = null): SeekEvent => ({
    action,
    actor: 'staff',
    actorAccountId: null,
    detail,
    at: at(daysAgo),
  });
  const days = app.config.jobSeek.validityDays;
  const register = async (daysAgo: number) => {
    const row = await repository.create(accountId, JSON.stringify(DEMO_PROFILE), {
      ...staff('registered', daysAgo),
      actor: 'seeker',
      actorAccountId: accountId,
    });
    if (!row) throw new Error('the demo resident already holds a current registration');
    const from = macaoToday(new Date(at(daysAgo - 1)));
    const approved = {
      state: JOB_SEEK_STATES.valid,
      valid_from: from,
      valid_until: shiftDate(from, 0, days - 1),
    };
    await repository.transition(
      row.id,
      [JOB_SEEK_STATES.processing],
      from,
      approved,
      staff('approved', daysAgo - 1),
    );
    return row.id;
  };
  const older = await register(200);
  await repository.transition(
    older,
    [JOB_SEEK_STATES.valid],
    macaoToday(new Date(at(120))),
    {
      state: JOB_SEEK_STATES.completed,
      current: null,
      result_id: JOB_SEEK_RESULTS.foundJobOwn,
      details_remark: '<p>求職者已自行覓得工作。</p>',
    },
    staff('closed', 120, String(JOB_SEEK_RESULTS.foundJobOwn)),
  );
  const current = await register(3);
  // The first demo vacancy the booking rules let the resident be referred to.
  for (const vacancy of (await app.services.jobOfferCatalog.consoleVacancies(null, 'zh')).slice(
    0,
    5,
  )) {
    try {
      await app.services.jobMatchReferrals.refer({
        accountId,
        jobSeekId: current,
        staffAccountId: null,
        jobOfferIds: [vacancy.id],
        content: '職位與你的經驗相符，歡迎應徵。',
      });
    } catch (error) {
      if (error instanceof AppError) continue;
      throw error;
    }
    await repository.addEvent(current, staff('referred', 0, String(vacancy.id)));
    break;
  }
  return true;
}
