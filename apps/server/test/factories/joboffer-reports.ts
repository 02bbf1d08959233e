import { JobOfferPageSchema, PATHS, REPORT_PATHS } from '@vaga/contract';
import type { App } from '../../src/platform/types.ts';
import { buildTestApp, type TestContext } from '../helper.ts';
import { bearer, loginAs } from '../auth.ts';
import {
  createEmployer,
  createJobClasses,
  createReferenceOptions,
  createVacancy,
} from './search-vacancies.ts';

export const REPORTS_NOW = '2026-11-22T02:00:00.000Z';

type Headers = Record<string, string>;

/** An app with reference data, one employer, staff and a helper to make listed vacancies. */
export async function createReportWorld(): Promise<
  TestContext & { employerId: number; staff: Headers; vacancy: (title?: string) => Promise<number> }
> {
  const ctx = await buildTestApp();
  ctx.clock.set(REPORTS_NOW);
  const db = ctx.database.db;
  await createReferenceOptions(db);
  await createJobClasses(db);
  const employerId = await createEmployer(db);
  const staff = bearer(
    await loginAs(ctx.app, { euid: 'report-staff', name: 'Staff Reviewer', accountType: 'staff' }),
  );
  let n = 0;
  const vacancy = async (title?: string) => {
    n += 1;
    const id = await createVacancy(db, {
      employer_id: employerId,
      title_cn: title ?? `可疑職位${n}`,
      title_en: title ? `${title} en` : `Suspicious job ${n}`,
      published_at: '2026-11-10T02:00:00.000Z',
    });
    await ctx.app.services.jobOfferSearch.indexPending();
    return id;
  };
  return { ...ctx, employerId, staff, vacancy };
}

/** A new seeker's authorization header. */
export async function seeker(app: App): Promise<Headers> {
  return bearer(await loginAs(app, {}));
}

/** POST a report (as `headers`' account, or as a visitor from `address`). */
export function postReport(
  app: App,
  jobOfferId: number | string,
  body: unknown,
  options: { headers?: Headers; address?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: REPORT_PATHS.jobOfferReports.replace(':id', String(jobOfferId)),
    headers: options.headers,
    remoteAddress: options.address ?? '198.51.100.7',
    payload: body as Record<string, unknown>,
  });
}

/** The ids a visitor finds in the local list and by keyword search. */
export async function listedIds(
  app: App,
  keyword: string,
): Promise<{ list: number[]; search: number[] }> {
  const list = await app.inject({ url: `${PATHS.localVacancy}?size=50` });
  const search = await app.inject({
    url: `${PATHS.jobOfferSearch}?keyword=${encodeURIComponent(keyword)}&size=50`,
  });
  return {
    list: JobOfferPageSchema.parse(list.json()).content.map((c) => c.id),
    search: JobOfferPageSchema.parse(search.json()).content.map((c) => c.id),
  };
}
