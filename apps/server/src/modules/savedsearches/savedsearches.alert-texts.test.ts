import { beforeAll, describe, expect, it } from 'vitest';
import { NotificationPageSchema, PATHS, paths, SavedSearchSchema } from '@vaga/contract';
import { bearer, createAccount } from '../../../test/auth.ts';
import { createSeeker } from '../../../test/factories/jobmatches.ts';
import { createVacancy } from '../../../test/factories/search-vacancies.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { seedReferenceData } from '../../db/seed/seed.ts';
import { hitChunks, wholeAccounts, type AlertHit } from './alert-hits.ts';
import { SEARCH_BATCH } from './savedsearches.service.ts';

// 10:00 on 23 November in Macao (UTC+8).
const NOW = '2026-11-23T02:00:00.000Z';
const LANGUAGES = ['zh-Hant', 'pt', 'en'] as const;

describe('job alerts: one message per vacancy and person, plurals and links in each language', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    await seedReferenceData(ctx.database.db);
  });

  const save = async (token: string, body: Record<string, unknown>) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: PATHS.savedSearches,
      headers: bearer(token),
      payload: { mode: 'instant', paused: false, ...body },
    });
    expect(res.statusCode, res.body).toBe(201);
    return SavedSearchSchema.parse(res.json());
  };
  /** A seeker with a resume address, reading the app in English. */
  const seeker = async (email: string) => {
    const made = await createSeeker(ctx.app, { resume: { email } });
    await inbox(made.token, 'en');
    return made;
  };
  const inbox = async (token: string, language: string) => {
    const res = await ctx.app.inject({
      url: PATHS.notifications,
      headers: { ...bearer(token), 'accept-language': language },
    });
    expect(res.statusCode, res.body).toBe(200);
    return NotificationPageSchema.parse(res.json()).content.filter((n) => n.kind === 'alerts');
  };
  /** A vacancy newly listed now, with its alerts' fan-out and deliveries run. */
  const listVacancy = async (titles: { cn: string; pt: string; en: string }) => {
    ctx.clock.advance(60_000);
    const id = await createVacancy(ctx.database.db, {
      published_at: ctx.clock.now().toISOString(),
      title_cn: titles.cn,
      title_pt: titles.pt,
      title_en: titles.en,
    });
    await ctx.app.services.jobOfferSearch.indexIds([id]);
    await ctx.app.services.savedSearches.vacancyListed(id, ctx.clock.now().toISOString());
    await runJobs();
    return id;
  };
  const runJobs = async () => {
    for (let i = 0; i < 10; i += 1) if ((await ctx.app.scheduler.runDue()).length === 0) return;
  };
  const mailsTo = (address: string) =>
    ctx.database.db
      .selectFrom('demo_mail')
      .selectAll()
      .where('to_address', '=', address)
      .orderBy('id')
      .execute();

  it("sends a vacancy two of a person's instant alerts find as one message naming both, with the plural", async () => {
    const both = await seeker('both@example.mo');
    await save(both.token, { name: 'Guards', filters: { keyword: 'nightwatch' } });
    await save(both.token, { name: 'Nights', filters: { keyword: 'nightwatch' } });
    const one = await seeker('one@example.mo');
    await save(one.token, { name: 'Guards', filters: { keyword: 'nightwatch' } });
    const id = await listVacancy({
      cn: '夜更保安 nightwatch',
      pt: 'Guarda nocturno nightwatch',
      en: 'Night guard nightwatch',
    });

    const expected = {
      'zh-Hant': {
        both: [
          '職位提醒「Guards」和「Nights」：夜更保安 nightwatch',
          '符合您的職位提醒「Guards」和「Nights」。',
        ],
        one: ['職位提醒「Guards」：夜更保安 nightwatch', '符合您的職位提醒「Guards」。'],
      },
      pt: {
        both: [
          'Alertas «Guards» e «Nights»: Guarda nocturno nightwatch',
          'corresponde aos seus alertas de emprego «Guards» e «Nights».',
        ],
        one: [
          'Alerta «Guards»: Guarda nocturno nightwatch',
          'corresponde ao seu alerta de emprego «Guards».',
        ],
      },
      en: {
        both: [
          'Job alerts "Guards" and "Nights": Night guard nightwatch',
          'matches your job alerts "Guards" and "Nights".',
        ],
        one: ['Job alert "Guards": Night guard nightwatch', 'matches your job alert "Guards".'],
      },
    };
    for (const language of LANGUAGES) {
      for (const [who, token] of [
        ['both', both.token],
        ['one', one.token],
      ] as const) {
        const shown = await inbox(token, language);
        expect(shown, `${language} ${who}`).toHaveLength(1);
        const [title, body] = expected[language][who];
        expect(shown[0]!.title).toBe(title);
        expect(shown[0]!.body).toContain(body);
        expect(shown[0]!.link).toBe(paths.jobOffer(id));
      }
    }
    // One e-mail too, which opens the vacancy's page in the reader's language.
    const mails = await mailsTo('both@example.mo');
    expect(mails.map((m) => m.subject)).toEqual([
      'Job alerts "Guards" and "Nights": Night guard nightwatch',
    ]);
    expect(mails[0]!.text).toContain(`/job-service/job/${id}?language=en`);
  });

  it("counts a digest's vacancies with the language's plural forms, and links each to its page", async () => {
    const reader = await seeker('digest@example.mo');
    await save(reader.token, { name: 'Bakers', filters: { keyword: 'breadbaker' }, mode: 'daily' });
    const pair = await createAccount(ctx.app);
    const pairToken = (await ctx.app.services.auth.openSession(pair.id)).token;
    await save(pairToken, { name: 'Cakes', filters: { keyword: 'cakebaker' }, mode: 'daily' });
    const bread = await listVacancy({
      cn: '麵包師 breadbaker',
      pt: 'Padeiro breadbaker',
      en: 'Baker breadbaker',
    });
    await listVacancy({
      cn: '餅師 cakebaker',
      pt: 'Pasteleiro cakebaker',
      en: 'Pastry cook cakebaker',
    });
    await listVacancy({
      cn: '蛋糕師 cakebaker',
      pt: 'Confeiteiro cakebaker',
      en: 'Cake maker cakebaker',
    });
    // 09:00 the next day in Macao: the digests go.
    ctx.clock.set('2026-11-24T01:00:00.000Z');
    await runJobs();
    // Sessions opened now (a day has passed).
    const readerToken = (await ctx.app.services.auth.openSession(reader.id)).token;
    const pairNow = (await ctx.app.services.auth.openSession(pair.id)).token;

    const titles = {
      'zh-Hant': ['職位提醒「Bakers」：1 個新職位', '職位提醒「Cakes」：2 個新職位'],
      pt: ['Alerta «Bakers»: 1 vaga nova', 'Alerta «Cakes»: 2 vagas novas'],
      en: ['Job alert "Bakers": 1 new vacancy', 'Job alert "Cakes": 2 new vacancies'],
    };
    for (const language of LANGUAGES) {
      const [single] = await inbox(readerToken, language);
      const [double] = await inbox(pairNow, language);
      expect([single!.title, double!.title]).toEqual(titles[language]);
    }
    const [en] = await inbox(readerToken, 'en');
    // A digest of one vacancy opens its page; of more, the search's list.
    expect(en!.link).toBe(paths.jobOffer(bread));
    expect((await inbox(pairNow, 'en'))[0]!.link).toBe(
      paths.jobList({ type: 'local', keyword: 'cakebaker' }),
    );
    expect(en!.body).toContain('Since yesterday, 1 new vacancy matches your job alert "Bakers"');

    // The e-mail lists the vacancy, its title a link to its page, and opens it, in English: the
    // plain text gives each address after its words.
    const [mail] = await mailsTo('digest@example.mo');
    expect(mail!.subject).toBe('Job alert "Bakers": 1 new vacancy');
    const page = `/job-service/job/${bread}\\?language=en`;
    expect(mail!.text).toMatch(new RegExp(`\\* Baker breadbaker http://\\S+${page}`));
    expect(mail!.text).toMatch(new RegExp(`Open in Vaga:? http://\\S+${page}`));
    expect(mail!.html).toMatch(
      new RegExp(`<a href="http://[^"]+${page}"[^>]*>Baker breadbaker</a>`),
    );
  });

  it("matches all of an account's searches in one round, so a full round never splits them", async () => {
    // 99 accounts with one search each, then one whose two searches fall across the round's end.
    const filters = JSON.stringify({ keyword: 'lighthousekeeper' });
    const at = ctx.clock.now().toISOString();
    const row = (accountId: number, name: string) => ({
      account_id: accountId,
      name,
      filters,
      mode: 'instant',
      paused: 0,
      created_at: at,
      updated_at: at,
    });
    const others: number[] = [];
    for (let i = 0; i < SEARCH_BATCH - 1; i += 1) others.push((await createAccount(ctx.app)).id);
    const last = await createAccount(ctx.app);
    await ctx.database.db
      .insertInto('saved_search')
      .values([
        ...others.map((id) => row(id, 'Lights')),
        row(last.id, 'Coast'),
        row(last.id, 'Towers'),
      ])
      .execute();
    const id = await listVacancy({
      cn: '燈塔管理員 lighthousekeeper',
      pt: 'Faroleiro lighthousekeeper',
      en: 'Lighthouse keeper lighthousekeeper',
    });
    const token = (await ctx.app.services.auth.openSession(last.id)).token;
    const shown = await inbox(token, 'en');
    expect(shown.map((n) => n.title)).toEqual([
      'Job alerts "Coast" and "Towers": Lighthouse keeper lighthousekeeper',
    ]);
    const written = await ctx.database.db
      .selectFrom('notification')
      .select('account_id')
      .where('event', '=', 'alert.instant')
      .where('link', '=', paths.jobOffer(id))
      .execute();
    expect(written).toHaveLength(SEARCH_BATCH);
  });
});

describe('the steps of a fan-out', () => {
  const hit = (searchId: number, accountId: number, jobOfferId: number): AlertHit => ({
    searchId,
    accountId,
    name: `search ${searchId}`,
    mode: 'instant',
    jobOfferId,
  });

  it('keep the hits of one account and vacancy in one step', () => {
    const hits = [hit(1, 1, 7), hit(2, 2, 7), hit(3, 1, 8), hit(4, 1, 7), hit(5, 3, 7)];
    const chunks = hitChunks(hits, 2);
    expect(chunks.flat()).toHaveLength(hits.length);
    for (const chunk of chunks)
      for (const h of chunk) {
        const together = hits.filter(
          (x) => x.accountId === h.accountId && x.jobOfferId === h.jobOfferId,
        );
        expect(together.every((x) => chunk.includes(x))).toBe(true);
      }
    expect(chunks[0]).toEqual([hit(1, 1, 7), hit(4, 1, 7)]);
  });

  it("leave a full round's last account, maybe cut short, to the next round", () => {
    const rows = [1, 1, 2, 3, 3].map((account_id) => ({ account_id }));
    expect(wholeAccounts(rows, true)).toEqual(rows.slice(0, 3));
    expect(wholeAccounts(rows, false)).toEqual(rows);
    const one = [{ account_id: 4 }, { account_id: 4 }];
    expect(wholeAccounts(one, true)).toEqual(one);
  });
});
