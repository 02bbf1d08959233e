import { Readable } from 'node:stream';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONSOLE_JOBSEEK_PATHS,
  EXPORT_KINDS,
  EXPORT_RATE_LIMIT,
  MYDATA_PATHS,
  MyDataSummarySchema,
  PATHS,
  buildPath,
} from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { pdfBytes } from '../../../test/factories/cv-files.ts';
import { pdftotext } from '../../../test/pdftotext.ts';
import { createEvent, registerBody, registerFor } from '../../../test/factories/events.ts';
import { insertBooking } from '../../../test/factories/jobmatches.ts';
import { submitRegistration } from '../../../test/factories/unemployment.ts';
import { createEmployer, createVacancy } from '../../../test/factories/search-vacancies.ts';
import { seedReferenceData } from '../../db/seed/seed.ts';
import { seedDemoResident } from '../../db/seed/seed-demo-resident.ts';

const NOW = '2026-11-22T02:00:00.000Z';
type Headers = { authorization: string };

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
  }).promise;
  const texts: string[] = [];
  for (let page = 1; page <= pdf.numPages; page++) {
    const content = await (await pdf.getPage(page)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await pdf.destroy();
  return texts.join('\n');
}

interface Person {
  id: number;
  headers: Headers;
  name: string;
  cvUid: string;
  matchUid: string;
  unemploymentId: number;
  cvMarker: string;
}

describe('the export of my data', () => {
  let ctx: TestContext;
  let resident: Person;
  let other: Person;
  let staff: Headers;

  const exportOf = (headers: Headers, lang = 'en') =>
    ctx.app.inject({
      method: 'GET',
      url: MYDATA_PATHS.myDataExport,
      headers: { ...headers, 'accept-language': lang },
    });

  /** Gives a seeker one of every kind of data (the demo resident has a resume and job seeks). */
  const fill = async (id: number, headers: Headers, vacancy: number, marker: string) => {
    const cv = await ctx.app.services.cvs.upload(
      id,
      { chunks: Readable.from([pdfBytes(0, marker)]), fileName: `${marker}.pdf` },
      { cvName: `CV ${marker}` },
    );
    const fav = await ctx.app.inject({
      method: 'POST',
      url: `${PATHS.favorites}?jobOfferId=${vacancy}`,
      headers,
    });
    expect(fav.statusCode, fav.body).toBe(200);
    const match = await insertBooking(ctx.app.db, vacancy, id, { cvUid: cv.cvUid });
    const unemploymentId = await submitRegistration(ctx.app, { headers });
    const event = await createEvent(ctx.app);
    const reg = await registerFor(
      ctx.app,
      headers.authorization.slice(7),
      registerBody(event.id, event.sessionIds),
    );
    expect(reg.statusCode, reg.body).toBe(200);
    const search = await ctx.app.inject({
      method: 'POST',
      url: PATHS.savedSearches,
      headers,
      payload: { name: `Alert ${marker}`, filters: {}, mode: 'daily', paused: false },
    });
    expect(search.statusCode, search.body).toBe(201);
    return { cvUid: cv.cvUid, matchUid: match.uid, unemploymentId };
  };

  beforeAll(async () => {
    const storageDir = await mkdtemp(path.join(tmpdir(), 'vaga-export-'));
    ctx = await buildTestApp({ env: { STORAGE_DIR: storageDir } });
    ctx.clock.set(NOW);
    const { db } = ctx.database;
    await seedReferenceData(db);
    const employerId = await createEmployer(db, { name_en: 'Harbour Catering Limited' });
    const vacancy = await createVacancy(db, {
      employer_id: employerId,
      published_at: '2026-11-21T02:00:00.000Z',
    });
    await seedDemoResident(ctx.app);
    const residentHeaders = bearer(await loginAs(ctx.app, 'resident'));
    const me = (await ctx.app.services.auth.authenticate(residentHeaders.authorization.slice(7)))!
      .account;
    resident = {
      id: me.id,
      headers: residentHeaders,
      name: me.name,
      cvMarker: 'RESIDENT-CV',
      ...(await fill(me.id, residentHeaders, vacancy, 'RESIDENT-CV')),
    };
    const otherHeaders = bearer(await loginAs(ctx.app, { name: 'Other Person Wong' }));
    const them = (await ctx.app.services.auth.authenticate(otherHeaders.authorization.slice(7)))!
      .account;
    const resumeOfOther = await ctx.app.inject({
      method: 'POST',
      url: PATHS.profile,
      headers: otherHeaders,
      payload: (await import('../../../test/factories/profile.ts')).profileInput({
        nameCn: '黃其他',
        email: 'other.wong@example.com',
      }),
    });
    expect(resumeOfOther.statusCode, resumeOfOther.body).toBe(200);
    other = {
      id: them.id,
      headers: otherHeaders,
      name: them.name,
      cvMarker: 'OTHER-CV',
      ...(await fill(them.id, otherHeaders, vacancy, 'OTHER-CV')),
    };
    // Staff look at the resident's job-seeking registration: a row of the access log.
    staff = bearer(await loginAs(ctx.app, { euid: 'staff-x', accountType: 'staff' }));
    const [record] = (
      await ctx.app.services.jobSeeks.records(resident.id, { page: 0, size: 1 }, 'en')
    ).content;
    const read = await ctx.app.inject({
      url: buildPath(CONSOLE_JOBSEEK_PATHS.consoleJobSeek, { id: record.jobSeekId }),
      headers: staff,
    });
    expect(read.statusCode, read.body).toBe(200);
  });

  it('gives the demo resident one ZIP with every kind, the files themselves and a PDF summary, nothing of another seeker', async () => {
    const res = await exportOf(resident.headers);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(String(res.headers['content-disposition'])).toMatch(
      /^attachment; filename="vaga-my-data-2026-11-22\.zip"/,
    );
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(zip).sort();
    const json = (kind: string) =>
      JSON.parse(Buffer.from(zip[`${kind}.json`]).toString('utf8')) as unknown;
    for (const kind of EXPORT_KINDS) expect(names, kind).toContain(`${kind}.json`);
    // Every kind holds the resident's data.
    expect(json('account')).toMatchObject({ name: resident.name });
    expect(json('resume')).toMatchObject({ nameCn: expect.any(String) });
    expect(json('cvFiles')).toEqual([expect.objectContaining({ cvUid: resident.cvUid })]);
    expect(json('favourites')).toHaveLength(1);
    const matches = json('jobMatches') as { jobMatchUid: string; history: unknown[] }[];
    const mine = matches.find((m) => m.jobMatchUid === resident.matchUid);
    expect(mine?.history.length).toBeGreaterThan(0);
    expect((json('jobSeeks') as unknown[]).length).toBeGreaterThanOrEqual(2);
    const unemployment = json('unemployment') as { id: number; attachments: { id: string }[] }[];
    expect(unemployment.map((u) => u.id)).toEqual([resident.unemploymentId]);
    expect(unemployment[0].attachments).toHaveLength(1);
    expect(json('events')).toEqual([
      expect.objectContaining({ ticket: expect.any(String), ticketNo: expect.any(String) }),
    ]);
    expect((json('notifications') as unknown[]).length).toBeGreaterThan(0);
    expect(json('savedSearches')).toEqual([expect.objectContaining({ name: 'Alert RESIDENT-CV' })]);
    expect(json('accessLog')).toEqual([
      expect.objectContaining({ viewerKind: 'staff', recordKind: 'jobSeek' }),
    ]);
    // The files themselves, byte for byte.
    const cvFile = names.find((n) => n.startsWith(`files/cv/${resident.cvUid}-`))!;
    expect(Buffer.from(zip[cvFile]).equals(pdfBytes(0, 'RESIDENT-CV'))).toBe(true);
    const proof = names.filter((n) =>
      n.startsWith(`files/unemployment/${resident.unemploymentId}/`),
    );
    expect(proof).toHaveLength(1);
    expect(Buffer.from(zip[proof[0]]).subarray(0, 5).toString()).toBe('%PDF-');
    // The summary, readable, in the request's language.
    const summary = await pdfText(zip['summary.pdf']);
    expect(summary).toContain('My personal data');
    expect(summary).toContain(resident.name);
    expect(summary).toContain('Viewed by the employment service on 2026-11-22 10:00');
    // Nothing of the other seeker anywhere in the archive.
    const everything = Object.values(zip)
      .map((bytes) => Buffer.from(bytes).toString('latin1'))
      .join('\n');
    const allText = Object.entries(zip)
      .filter(([n]) => n.endsWith('.json'))
      .map(([, bytes]) => Buffer.from(bytes).toString('utf8'))
      .join('\n');
    for (const mark of [other.cvUid, other.matchUid, other.cvMarker, 'Alert OTHER-CV']) {
      expect(everything).not.toContain(mark);
    }
    for (const mark of [other.name, '黃其他', 'other.wong@example.com']) {
      expect(allText).not.toContain(mark);
    }
    expect(unemployment.map((u) => u.id)).not.toContain(other.unemploymentId);
  });

  it('says what Vaga holds by kind, the counts of the export, and the retention period', async () => {
    const res = await ctx.app.inject({
      url: MYDATA_PATHS.myDataSummary,
      headers: resident.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { counts, retentionYears } = MyDataSummarySchema.parse(res.json());
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(retentionYears).toBe(ctx.app.config.dataRetentionYears);
    const zip = unzipSync(new Uint8Array((await exportOf(resident.headers)).rawPayload));
    for (const kind of EXPORT_KINDS) {
      if (kind === 'account' || kind === 'resume') continue;
      const items = JSON.parse(Buffer.from(zip[`${kind}.json`]).toString('utf8')) as unknown[];
      expect(counts[kind], kind).toBe(items.length);
    }
    expect(counts).toMatchObject({ account: 1, resume: 1, cvFiles: 1, favourites: 1 });
    const none = await ctx.app.inject({
      url: MYDATA_PATHS.myDataSummary,
      headers: bearer(await loginAs(ctx.app, { name: 'Nobody Yet' })),
    });
    expect(MyDataSummarySchema.parse(none.json()).counts).toMatchObject({
      account: 1,
      resume: 0,
      cvFiles: 0,
      savedSearches: 0,
    });
    expect((await ctx.app.inject({ url: MYDATA_PATHS.myDataSummary })).statusCode).toBe(401);
  });

  it('writes the summary in the person’s language', async () => {
    const res = await exportOf(other.headers, 'zh-Hant');
    expect(res.statusCode).toBe(200);
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const summary = await pdfText(zip['summary.pdf']);
    expect(summary).toContain('我的個人資料');
    expect(summary).toContain(other.name);
    const pt = unzipSync(new Uint8Array((await exportOf(other.headers, 'pt')).rawPayload));
    expect(await pdfText(pt['summary.pdf'])).toContain('Os meus dados pessoais');
  });

  it('writes the summary in Simplified Chinese for Accept-Language zh-CN, in the Simplified font', async () => {
    const zip = unzipSync(new Uint8Array((await exportOf(other.headers, 'zh-CN')).rawPayload));
    const bytes = zip['summary.pdf'];
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC/);
    const summary = await pdftotext(bytes);
    expect(summary).toContain('我的个人资料');
    expect(summary).not.toContain('我的個人資料');
    // The kinds' titles from the generated data-export catalogue (the reviewed 账户 over 帐户).
    expect(summary).toContain('账户');
    expect(summary).toContain('面试配对');
    expect(summary).not.toMatch(/帳戶|面試/u);
    expect(summary).toContain(other.name);
  });

  it('is limited per account: a few exports an hour', async () => {
    const headers = bearer(await loginAs(ctx.app, { name: 'Frequent' }));
    const statuses: number[] = [];
    for (let i = 0; i <= EXPORT_RATE_LIMIT.max; i += 1)
      statuses.push((await exportOf(headers)).statusCode);
    expect(statuses).toEqual([...Array(EXPORT_RATE_LIMIT.max).fill(200), 429]);
  });

  it('is for seekers only', async () => {
    expect((await ctx.app.inject({ url: MYDATA_PATHS.myDataExport })).statusCode).toBe(401);
    const res = await exportOf(staff);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN_ROLE');
  });
});
