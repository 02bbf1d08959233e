import { CONSOLE_JOBSEEK_PATHS, PATHS, buildPath, type JobAssistanceInput } from '@vaga/contract';
import type { App } from '../../src/platform/types.ts';
import { bearer, loginAs } from '../auth.ts';
import { OPTIONS } from './profile.ts';

/** SALARYTYPE ids by unit (reference-options-1.ts). */
export const SALARY_TYPE = { MONTH: 1, DAY: 2, HOUR: 3, PIECE: 4, WEEK: 5 } as const;
/** REG_REASON: a plain reason and OTHER; EMPLOYMENT_STATUS: employed and unemployed. */
export const REASON = { firstJob: 1, other: 6 } as const;
export const EMPLOYMENT = { employed: 1, unemployed: 2 } as const;

/** A complete, valid registration (what the form sends), with overrides. */
export function jobSeekBody(overrides: Partial<JobAssistanceInput> = {}): JobAssistanceInput {
  return {
    typeEmploymentStatusId: EMPLOYMENT.employed,
    typeUnemployedId: null,
    unemployedYear: null,
    unemployedMonth: null,
    latestJobTitleText: 'Waiter',
    latestJobSalaryAmount: 9000,
    latestJobSalaryTypeId: SALARY_TYPE.MONTH,
    typeRegReasonId: REASON.firstJob,
    otherRegReason: null,
    canShift: 1,
    jobSeekLocationList: [{ typeJobSeekLocationId: OPTIONS.livingLocation }],
    jobDetailRequest: 'Near home',
    jobSeekJobTitleList: [
      { typeJobTitleId: OPTIONS.jobTitle, textJobTitle: null, salaryAmount: 9000, typeSalaryId: 1 },
    ],
    needVagaRecommendVacancy: 1,
    notificationMethodList: [1, 3],
    notificationTypeList: [1],
    ...overrides,
  };
}

interface Caller {
  headers: { authorization: string };
}

const withLang = (caller: Caller) => ({ ...caller.headers, 'accept-language': 'en' });

export function postAssistance(app: App, caller: Caller, body: unknown) {
  return app.inject({
    method: 'POST',
    url: PATHS.jobAssistance,
    headers: withLang(caller),
    payload: body as Record<string, unknown>,
  });
}

export function putAssistance(app: App, caller: Caller, body: unknown) {
  return app.inject({
    method: 'PUT',
    url: PATHS.jobAssistance,
    headers: withLang(caller),
    payload: body as Record<string, unknown>,
  });
}

export function getAs(app: App, caller: Caller, url: string) {
  return app.inject({ method: 'GET', url, headers: withLang(caller) });
}

/** Registers the seeker; answers the registration's id. */
export async function register(
  app: App,
  caller: Caller,
  overrides: Partial<JobAssistanceInput> = {},
): Promise<number> {
  const res = await postAssistance(app, caller, jobSeekBody(overrides));
  if (res.statusCode !== 200) throw new Error(`not registered: ${res.body}`);
  return res.json().jobSeekId as number;
}

/** A staff caller. */
export async function staffCaller(app: App): Promise<Caller> {
  return { headers: bearer(await loginAs(app, 'staff')) };
}

/** A staff action on a registration. */
export function staffAction(
  app: App,
  staff: Caller,
  action: 'approve' | 'refuse' | 'refer' | 'close',
  id: number,
  body: Record<string, unknown> = {},
) {
  const paths = {
    approve: CONSOLE_JOBSEEK_PATHS.consoleJobSeekApprove,
    refuse: CONSOLE_JOBSEEK_PATHS.consoleJobSeekRefuse,
    refer: CONSOLE_JOBSEEK_PATHS.consoleJobSeekRefer,
    close: CONSOLE_JOBSEEK_PATHS.consoleJobSeekClose,
  };
  return app.inject({
    method: 'POST',
    url: buildPath(paths[action], { id }),
    headers: withLang(staff),
    payload: body,
  });
}

/** Approves a registration through the console. */
export async function approve(app: App, staff: Caller, id: number): Promise<void> {
  const res = await staffAction(app, staff, 'approve', id);
  if (res.statusCode !== 200) throw new Error(`not approved: ${res.body}`);
}

export async function countRows(app: App, table: 'job_seek' | 'job_seek_event' | 'job_match') {
  const row = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
