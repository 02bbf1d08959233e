import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import {
  buildPath,
  EXPORT_KINDS,
  macaoToday,
  MYDATA_PATHS,
  PATHS,
  paths,
  shiftDate,
  type JobAssistance,
  type JobOfferCard,
  type JobOfferDetail,
  type Page as ListPage,
} from '@vaga/contract';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { AuthPages } from './page-models/auth.ts';

test.describe.configure({ timeout: 180_000 });

type ApiLanguage = 'zh' | 'pt' | 'en';

/** The resident's API, as the app calls it with the session's token. */
function residentApi(request: APIRequestContext, token: string) {
  const headers = (lang: ApiLanguage = 'en') => ({
    Authorization: `Bearer ${token}`,
    'Accept-Language': lang,
  });
  return {
    async vacancyWithFit(): Promise<number> {
      for (let page = 0; page < 20; page += 1) {
        const res = await request.get(`${PATHS.localVacancy}?page=${page}&size=50`, {
          headers: headers(),
        });
        expect(res.ok()).toBe(true);
        const list = (await res.json()) as ListPage<JobOfferCard>;
        // One the resident meets some of and misses some of: both lists show.
        const found = list.content.find(
          (c) => c.fitCount && c.fitCount.met > 0 && c.fitCount.met < c.fitCount.total,
        );
        if (found) return found.id;
        if (list.content.length === 0) break;
      }
      throw new Error('no demo vacancy the resident half fits');
    },
    async detail(id: number, lang: ApiLanguage): Promise<JobOfferDetail> {
      const res = await request.get(buildPath(PATHS.jobOffer, { id }), { headers: headers(lang) });
      expect(res.ok()).toBe(true);
      return (await res.json()) as JobOfferDetail;
    },
    /** Asks for an interview for a vacancy that needs no CV: an open request of the resident. */
    async openRequest(): Promise<{ uid: string; title: string }> {
      const today = macaoToday(new Date());
      for (let page = 0; page < 20; page += 1) {
        const res = await request.get(`${PATHS.localVacancy}?page=${page}&size=50`, {
          headers: headers(),
        });
        const list = (await res.json()) as ListPage<JobOfferCard>;
        for (const card of list.content.filter((c) => c.needCv === 0)) {
          const booked = await request.post(PATHS.jobmatchApplyJob, {
            headers: headers(),
            data: {
              jobOfferId: card.id,
              expectedInterviewDateFrom: shiftDate(today, 0, 1),
              expectedInterviewDateTo: shiftDate(today, 0, 7),
              expectedInterviewTimePeriod: 1,
              content: 'I would like to interview for this job.',
            },
          });
          if (booked.ok())
            return {
              uid: ((await booked.json()) as { jobMatchUid: string }).jobMatchUid,
              title: card.jobOfferTitle,
            };
        }
        if (list.content.length === 0) break;
      }
      throw new Error('no demo vacancy the resident may ask an interview for');
    },
    async get(url: string) {
      return request.get(url, { headers: headers() });
    },
    async post(url: string, data: unknown) {
      return request.post(url, { headers: headers(), data });
    },
  };
}

const FIT_TEXTS: Record<string, { lang: ApiLanguage; title: string; summary: RegExp }> = {
  en: { lang: 'en', title: 'How you fit', summary: /^Meets (\d+) of (\d+) requirements$/ },
  pt: {
    lang: 'pt',
    title: 'A sua adequação à vaga',
    summary: /^Cumpre (\d+) de (\d+) requisitos$/,
  },
  'zh-Hant': { lang: 'zh', title: '你與職位的配合', summary: /^符合 (\d+) 項要求中的 (\d+) 項$/ },
};

test('the resident sees how they fit, downloads their data, and erases what the service need not keep', async ({
  page,
  request,
}) => {
  const auth = new AuthPages(page);
  await auth.open('/cv');
  await auth.loginHere('resident');
  await auth.expectAt('/cv');
  const api = residentApi(request, (await auth.token())!);

  // How you fit, in each language: the count, then what is met and what is missing.
  const id = await api.vacancyWithFit();
  for (const [language, texts] of Object.entries(FIT_TEXTS)) {
    const { fit } = await api.detail(id, texts.lang);
    expect(fit).toBeDefined();
    await page.goto(`/job-service/job-list?type=local&detail=${id}&language=${language}`);
    const block = page.getByRole('dialog').getByRole('region', { name: texts.title });
    await expect(block).toBeVisible();
    const summary = (await block.locator('.vaga-fit__summary').textContent()) ?? '';
    const [, first, second] = texts.summary.exec(summary) ?? [];
    const [met, total] = language === 'zh-Hant' ? [second, first] : [first, second];
    expect(Number(met), summary).toBe(fit!.met.length);
    expect(Number(total), summary).toBe(fit!.met.length + fit!.missing.length);
    const lists = block.getByRole('list');
    await expect(lists).toHaveCount(2);
    await expect(lists.first().getByRole('listitem')).toHaveCount(fit!.met.length);
    await expect(lists.last().getByRole('listitem')).toHaveCount(fit!.missing.length);
    for (const item of fit!.missing) {
      await expect(lists.last()).toContainText(item.name);
      await expect(lists.last()).toContainText(item.asks.label);
    }
  }

  // /my-data: what is held, and the download of all of it.
  await page.goto('/my-data?language=en');
  const holdings = page.getByRole('region', { name: 'What Vaga holds about you' });
  await expect(holdings).toBeVisible();
  await expect(holdings.getByText('Resume', { exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data (ZIP)' }).click();
  const zip = unzipSync(new Uint8Array(await readFile((await (await download).path())!)));
  for (const kind of EXPORT_KINDS) {
    expect(Object.keys(zip), kind).toContain(`${kind}.json`);
    expect(() => JSON.parse(Buffer.from(zip[`${kind}.json`]).toString('utf8')), kind).not.toThrow();
  }
  const account = JSON.parse(Buffer.from(zip['account.json']).toString('utf8')) as {
    name: string;
  };
  expect(account.name).toContain('CHAN TAI MAN');
  const pdf = path.join(tmpdir(), `vaga-summary-${process.pid}.pdf`);
  await writeFile(pdf, zip['summary.pdf']);
  const text = execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', pdf, '-'], {
    encoding: 'utf8',
  });
  expect(text).toContain('CHAN TAI MAN');

  // The erasure: the resume and the job-seeking registration are kept aside to give the demo
  // resident them back after.
  const resume = (await (await api.get(PATHS.profile)).json()) as object;
  const assistance = await api.get(PATHS.jobAssistance);
  const registration = assistance.ok() ? ((await assistance.json()) as JobAssistance) : null;
  const request_ = await api.openRequest();
  await page.reload();
  const erase = page.getByRole('region', { name: 'Erase my data' });
  // What stays, why and for how long.
  await expect(erase.getByText(/\d+ years? after each interview closes\.$/)).toBeVisible();
  await expect(erase.getByText('The session on this device', { exact: true })).toBeVisible();
  await erase.getByRole('button', { name: 'Erase my data…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase your data?' });
  // Before anything goes, the dialog lists what is still open, what erasing does to each and
  // where to settle it: the interview request among them.
  const open = dialog.getByRole('list', { name: 'Still open' });
  const asked = open.getByRole('listitem').filter({ hasText: request_.title });
  await expect(asked).toContainText('Interview request');
  await expect(asked).toContainText('Erasing withdraws the request; the employer is told');
  await expect(asked.getByRole('link', { name: 'Open the request' })).toHaveAttribute(
    'href',
    paths.interviewDetails(request_.uid),
  );
  for (const item of [
    /^Resume: 1$/,
    /^CV files: \d+$/,
    /^Favourite vacancies: \d+$/,
    /^Saved searches \(job alerts\): \d+$/,
    /^Your notifications \(the inbox\) and reminders not yet sent$/,
    /^Your sessions on other devices$/,
  ])
    await expect(dialog.getByRole('listitem').filter({ hasText: item })).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Erase' }).click();
  const done = page.getByRole('status').filter({ hasText: 'Your data was erased.' });
  await expect(done).toBeVisible();
  await expect(holdings.getByText('Resume', { exact: true }).locator('..')).toContainText('0');
  // The withdrawn request stays readable from its page, without a resume.
  await expect(done).toContainText('Withdrawn by the erasure (the other side was told)');
  await done
    .getByRole('listitem')
    .filter({ hasText: request_.title })
    .getByRole('link', { name: 'Open its page' })
    .click();
  await page.waitForURL((url) => url.pathname === paths.interviewDetails(request_.uid));
  await expect(page.getByText('Withdrawn: you erased your data').first()).toBeVisible();

  // Signed out of the resume-dependent services: recommendations ask for a resume, the
  // vacancy shows no fit, and the server answers so too.
  await page.goto('/recommend-list?language=en');
  await expect(
    page.getByText('Recommendations are matched to the jobs, education and experience'),
  ).toBeVisible();
  await page.goto(`/job-service/job-list?type=local&detail=${id}&language=en`);
  await expect(page.getByRole('dialog').getByRole('heading', { level: 2 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'How you fit' })).toHaveCount(0);
  const recommend = await api.get(PATHS.recommendVacancy);
  expect((await recommend.json()).code).toBe('BE_PROFILE_NOT_FOUND');
  const summary = await api.get(MYDATA_PATHS.myDataSummary);
  expect((await summary.json()).counts).toMatchObject({ resume: 0, cvFiles: 0, favourites: 0 });

  // The demo resident gets the resume and the registration back for the journeys that follow.
  const restored = await api.post(PATHS.profile, resume);
  expect(restored.status(), await restored.text()).toBe(200);
  if (registration?.currentJobSeekIsValid === 1) {
    const registered = await api.post(PATHS.jobAssistance, registration.profile);
    expect(registered.status(), await registered.text()).toBe(200);
  }
});
