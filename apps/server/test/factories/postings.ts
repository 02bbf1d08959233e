import { expect } from 'vitest';
import {
  buildPath,
  JobOfferPageSchema,
  PATHS,
  POSTING_PATHS,
  PostingDetailSchema,
  type PostingDetail,
} from '@vaga/contract';
import type { DB } from '../../src/db/database.ts';
import type { App } from '../../src/platform/types.ts';
import { bearer, loginAs } from '../auth.ts';
import { createEmployer, createJobClasses, createReferenceOptions } from './search-vacancies.ts';
import { insertReferenceOptions } from '../../src/modules/references/reference-options.write.ts';
import {
  insertJobClasses,
  insertJobClassGroups,
} from '../../src/modules/joboffers/job-classes.write.ts';

/** 10:00 on 22 November 2026 in Macao. */
export const NOW = '2026-11-22T02:00:00.000Z';

/**
 * The options and job classes of postings tests: those of search-vacancies.ts (SALARYTYPE 1
 * monthly, 2 daily, 3 hourly; EDUCATION 2, 4, 7; JOBTITLE 501 cook; group 3 with classes 301,
 * 302; group 6 with 601), plus disabled ones: SALARYTYPE 9, EDUCATION 8, JOBTITLE 502, class
 * 303 of group 3, and group 9 with its class 901.
 */
export async function createPostingReferences(db: DB): Promise<void> {
  await createReferenceOptions(db);
  await createJobClasses(db);
  const disabled = { is_active: 0, sort_order: 9, extra_info: null };
  await insertReferenceOptions(db, [
    {
      ...disabled,
      type: 'SALARYTYPE',
      id: 9,
      name_cn: '週薪',
      name_pt: 'Semanal',
      name_en: 'Weekly',
      extra_info: 'WEEK',
    },
    {
      ...disabled,
      type: 'EDUCATION',
      id: 8,
      name_cn: '碩士',
      name_pt: 'Mestrado',
      name_en: 'Master',
    },
    {
      ...disabled,
      type: 'JOBTITLE',
      id: 502,
      name_cn: '點心師',
      name_pt: 'Pasteleiro',
      name_en: 'Dim sum chef',
    },
  ]);
  await insertJobClassGroups(db, [
    {
      id: 9,
      icon: 'other',
      name_cn: '其他',
      name_pt: 'Outros',
      name_en: 'Others',
      is_active: 0,
      sort_order: 9,
    },
  ]);
  await insertJobClasses(db, [
    {
      id: 303,
      group_id: 3,
      name_cn: '酒吧',
      name_pt: 'Bar',
      name_en: 'Bar',
      is_active: 0,
      sort_order: 3,
    },
    {
      id: 901,
      group_id: 9,
      name_cn: '其他',
      name_pt: 'Outros',
      name_en: 'Others',
      is_active: 1,
      sort_order: 1,
    },
  ]);
}

/** A posting's values as a client sends them: a kitchen vacancy with a Chinese title only. */
export function postingValues(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    typeJobTitleId: null,
    title: { cn: '燒臘師傅' },
    categoryGroupId: 3,
    categoryId: 301,
    salaryAmount: 15000,
    typeSalaryId: 1,
    typeEducationId: null,
    experienceRequiredYears: 1,
    experience: { cn: '' },
    workingArea: { cn: '氹仔' },
    workingTime: { cn: '09:00-18:00' },
    description: { cn: '負責燒味製作。' },
    additionalMessage: { cn: '' },
    hashtags: { cn: ['燒味'], pt: [], en: [] },
    needCv: 0,
    positions: 2,
    contactName: { cn: '陳先生' },
    contactPhone: '28781234',
    maxActiveInterviews: null,
    ...overrides,
  };
}

export interface PostingsWorld {
  employerA: number;
  employerB: number;
  tokens: { employerA: string; employerB: string; staff: string; seeker: string };
}

/** A new session of an employer's account (after the clock moved past the last one). */
export function employerToken(app: App, euid: string, employerId: number): Promise<string> {
  return loginAs(app, { euid, accountType: 'employer', employerId, name: `Manager ${euid}` });
}

/** A new session of the staff account. */
export function staffToken(app: App): Promise<string> {
  return loginAs(app, { euid: 'staff-1', accountType: 'staff', name: 'Officer Lei' });
}

/** Two employers with an account each, a staff account and a resident seeker. */
export async function createPostingsWorld(app: App, db: DB): Promise<PostingsWorld> {
  const employerA = await createEmployer(db, { name_en: 'Harbour Catering Limited' });
  const employerB = await createEmployer(db);
  const employer = (euid: string, employerId: number) => employerToken(app, euid, employerId);
  return {
    employerA,
    employerB,
    tokens: {
      employerA: await employer('employer-a', employerA),
      employerB: await employer('employer-b', employerB),
      staff: await staffToken(app),
      seeker: await loginAs(app, 'resident'),
    },
  };
}

type Method = 'GET' | 'POST' | 'PUT';

/** Requests of the postings API, in English unless told. */
export function postingsClient(app: App) {
  const call = (token: string, method: Method, url: string, payload?: unknown, lang = 'en') =>
    app.inject({
      method,
      url,
      headers: { ...bearer(token), 'accept-language': lang },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const at = (path: string, id: number) => buildPath(path, { id });
  const ok = async (res: Awaited<ReturnType<typeof call>>): Promise<PostingDetail> => {
    expect(res.statusCode, res.body).toBe(200);
    return PostingDetailSchema.parse(res.json());
  };
  return {
    call,
    at,
    ok,
    create: (token: string, values = postingValues(), submit = true) =>
      call(token, 'POST', POSTING_PATHS.consolePostings, { values, submit }),
    put: (token: string, id: number, values = postingValues(), submit = true) =>
      call(token, 'PUT', at(POSTING_PATHS.consolePosting, id), { values, submit }),
    get: (token: string, id: number) => call(token, 'GET', at(POSTING_PATHS.consolePosting, id)),
    withdraw: (token: string, id: number) =>
      call(token, 'POST', at(POSTING_PATHS.consolePostingWithdraw, id)),
    renew: (token: string, id: number) =>
      call(token, 'POST', at(POSTING_PATHS.consolePostingRenew, id)),
    approve: (token: string, id: number) =>
      call(token, 'POST', at(POSTING_PATHS.consolePostingApprove, id)),
    giveBack: (token: string, id: number, reason: string) =>
      call(token, 'POST', at(POSTING_PATHS.consolePostingReturn, id), { reason }),
    /** Ids of vacancies a keyword search finds (public, no token). */
    search: async (keyword: string, lang = 'zh') => {
      const res = await app.inject({
        url: `${PATHS.jobOfferSearch}?${new URLSearchParams({ keyword })}`,
        headers: { 'accept-language': lang },
      });
      expect(res.statusCode, res.body).toBe(200);
      return JobOfferPageSchema.parse(res.json()).content.map((c) => c.id);
    },
    /** Ids of the listed local vacancies. */
    listed: async () => {
      const res = await app.inject({ url: `${PATHS.localVacancy}?size=50` });
      expect(res.statusCode, res.body).toBe(200);
      return JobOfferPageSchema.parse(res.json()).content.map((c) => c.id);
    },
  };
}
