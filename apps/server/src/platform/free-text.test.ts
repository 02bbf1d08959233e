import { describe, expect, it } from 'vitest';
import { PATHS, buildPath, hasMarkup } from '@vaga/contract';
import { useConsoleMatches } from '../../test/console-matches.ts';
import { createInterviewWorld, createSeekerWithResume } from '../../test/factories/jobmatches.ts';
import { getAs, register, staffAction, staffCaller } from '../../test/factories/jobseeks.ts';
import { seedReferenceOptions } from '../../test/factories/profile.ts';
import {
  getAs as unemploymentAs,
  staffUnemployment,
  submitRegistration,
} from '../../test/factories/unemployment.ts';
import { bearer, loginAs } from '../../test/auth.ts';
import { buildTestApp } from '../../test/helper.ts';
import { fieldsOf, type Parser } from '../../test/schema-fields.ts';
import { RICH_TEXT_TAGS, plainText, richAsPlainText, sanitizeRichText } from './free-text.ts';
import { routeInputsTable } from './route-access.ts';

/**
 * Free text one party writes and another reads (platform/free-text.ts): plain text refuses
 * markup on the way in and is returned without it; the rich-text remarks are returned through
 * the sanitizer. No answer carries unsanitized markup.
 */

const MARKUP = '<p onclick="x()">Bring <b>ID</b></p><script>alert(1)</script><img src=x onerror=y>';

/** The fields that take rich text (spec §4 cardRemark): the card and record remarks. */
const RICH_FIELDS = [
  'POST /service/DeJobSeekApi/v1/console/jobmatches/:id/arrange body.remark',
  `POST ${PATHS.consoleMatchChange} body.remark`,
  'POST /service/DeJobSeekApi/v1/console/jobmatches/invite body.remark',
  'POST /service/DeJobSeekApi/v1/console/jobseeks/:id/approve body.cardRemark',
  'POST /service/DeJobSeekApi/v1/console/jobseeks/:id/close body.cardRemark',
  'POST /service/DeJobSeekApi/v1/console/jobseeks/:id/close body.detailsRemark',
];

/** Strings a client sends that are never shown to another party as sent, and why. */
const NOT_SHOWN: Record<string, string> = {
  'POST /oidc/interaction/:uid/login body.username': 'a credential',
  'POST /oidc/interaction/:uid/login body.password': 'a credential',
  'POST /service/authorize querystring.code': 'an opaque token',
  'POST /service/authorize querystring.state': 'an opaque token',
  'POST /service/refresh_token querystring.token': 'an opaque token',
  // Decoded and checked by the server (a P-256 point, 16 bytes), else BE_PUSH_KEYS_INVALID.
  [`POST ${PATHS.pushSubscriptions} body.keys.p256dh`]: "a browser's push key",
  [`POST ${PATHS.pushSubscriptions} body.keys.auth`]: "a browser's push secret",
  'POST /service/DeJobSeekApi/v1/jobmatches/applyjob body.cvUid': 'the id of a CV',
  'POST /service/DeJobSeekApi/v2/jobmatchevents/applyEventVacancy body.cvUid': 'the id of a CV',
  'PUT /service/DeJobSeekApi/v1/console/hot-searches body.folded': 'a folded key staff pick',
  // Searches: the hot searches show a keyword only as its normalized words.
  'GET /service/DeJobSeekApi/v1/joboffers/search querystring.keyword': 'a search',
  'GET /service/DeJobSeekApi/v1/joboffers/localvancancy/search querystring.keyword': 'a search',
  'GET /service/DeJobSeekApi/v1/joboffers/events/:eventId/search querystring.keyword': 'a search',
  'GET /service/DeJobSeekApi/v2/events/:id/joboffers querystring.keyword': 'a search',
  'GET /service/DeJobSeekApi/v1/joboffers/suggestions querystring.keyword': 'a search',
  'GET /service/DeJobSeekApi/v1/console/joboffers querystring.keyword': 'a search',
  // A job alert keeps the search as typed and shows it only to its owner, as the job list does.
  'POST /service/DeJobSeekApi/v1/savedsearches body.filters.keyword': 'a search',
  'PUT /service/DeJobSeekApi/v1/savedsearches/:id body.filters.keyword': 'a search',
};

/** Whether a field takes markup, as one text or in a list. */
function takesMarkup(field: Parser): boolean {
  return ['<b>x</b>', '<b>'].some(
    (text) => field.safeParse(text).success || field.safeParse([text]).success,
  );
}

/** The tags of a text that rich text may not hold (a tag not kept, or one with attributes). */
function unsafeTags(text: string): string[] {
  return [...text.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)]
    .filter(([, tag, rest]) => !RICH_TEXT_TAGS.includes(tag.toLowerCase()) || rest.trim() !== '')
    .map(([whole]) => whole);
}

/**
 * Walks an answer: a rich-text field (by name) holds only the sanitizer's tags, without
 * attributes; any other string holds no markup at all.
 */
function expectNoUnsafeMarkup(answer: unknown, richKeys: string[], path = '$'): void {
  if (typeof answer === 'string') {
    const key = path.split('.').at(-1)!;
    if (richKeys.includes(key)) expect(unsafeTags(answer), path).toEqual([]);
    else expect(hasMarkup(answer), `${path}: ${answer}`).toBe(false);
    return;
  }
  if (Array.isArray(answer)) {
    answer.forEach((item, i) => expectNoUnsafeMarkup(item, richKeys, `${path}[${i}]`));
    return;
  }
  if (answer && typeof answer === 'object') {
    for (const [key, value] of Object.entries(answer)) {
      expectNoUnsafeMarkup(value, richKeys, `${path}.${key}`);
    }
  }
}

describe('free text: plain or rich, never raw markup', () => {
  it('every text field of every route refuses markup, but the rich-text remarks', async () => {
    const { app } = await buildTestApp();
    const taking: string[] = [];
    for (const route of routeInputsTable(app)) {
      for (const where of ['body', 'querystring'] as const) {
        const fields = new Map<string, Parser>();
        fieldsOf(route[where], where, fields);
        for (const [path, field] of fields) {
          if (takesMarkup(field)) taking.push(`${route.method} ${route.url} ${path}`);
        }
      }
    }
    expect(taking.filter((field) => !Object.hasOwn(NOT_SHOWN, field)).sort()).toEqual(
      [...RICH_FIELDS].sort(),
    );
  });

  it('plain text is read as text: markup removed, text kept', () => {
    expect(plainText('<b>Full</b><script>alert(1)</script> & a < b')).toBe('Full & a < b');
    expect(plainText('Sem vagas')).toBe('Sem vagas');
    expect(richAsPlainText('<p>Bring <b>ID</b></p><p>Be early</p>')).toBe('Bring ID\nBe early');
    expect(sanitizeRichText(MARKUP)).toBe('<p>Bring <b>ID</b></p>');
  });

  it('angle brackets that make no tag are text, kept by both kinds', () => {
    expect(plainText('Use the <Enter> key, x<y>z & <b>not</b> this')).toBe(
      'Use the <Enter> key, x<y>z & not this',
    );
    expect(sanitizeRichText('<p>Use the <Enter> key</p>')).toBe('<p>Use the &lt;Enter&gt; key</p>');
    expect(richAsPlainText('<p>Use the <Enter> key</p>')).toBe('Use the <Enter> key');
  });

  it('a link to a script is dropped with its text; another link keeps its text', () => {
    for (const href of ['javascript:alert(1)', ' JaVa&#x09;Script:x', 'data:text/html,x']) {
      const remark = `<p>Bring <b>ID</b>. <a href="${href}">link</a></p>`;
      expect(sanitizeRichText(remark)).toBe('<p>Bring <b>ID</b>. </p>');
      expect(richAsPlainText(remark)).toBe('Bring ID.');
      expect(plainText(remark)).toBe('Bring ID. ');
    }
    expect(richAsPlainText('<p>See <a href="https://dsal.gov.mo">the site</a></p>')).toBe(
      'See the site',
    );
  });
});

describe('interview matches: the remark is rich text, reasons plain', () => {
  const { w, post, at } = useConsoleMatches();
  const seekerView = async (match: { uid: string }, token = w.shown.token) => {
    const res = await w.ctx.app.inject({
      url: buildPath(PATHS.jobmatch, { id: match.uid }),
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Record<string, unknown>;
  };
  const RICH_ANSWER_KEYS = ['cardRemark', 'remark'];

  it('an arrangement remark reaches the seeker sanitized, and as plain text in the history', async () => {
    const res = await post(w.tokens.employerA, at(PATHS.consoleMatchArrange, w.m.requested), {
      interviewAt: '2026-11-25T15:30',
      location: 'Avenida da Praia Grande 1',
      contactPhone: '28781234',
      remark: MARKUP,
    });
    expect(res.statusCode, res.body).toBe(200);
    const seen = await seekerView(w.m.requested);
    expect(seen).toMatchObject({
      cardRemark: '<p>Bring <b>ID</b></p>',
      remark: '<p>Bring <b>ID</b></p>',
    });
    expect((seen.history as { reason: string }[]).at(-1)?.reason).toBe('Bring ID');
    expectNoUnsafeMarkup(seen, RICH_ANSWER_KEYS);
    expectNoUnsafeMarkup(res.json(), RICH_ANSWER_KEYS);
  });

  it('a remark is the same text everywhere: sanitized, and its plain text in the history', async () => {
    const remark =
      '<p>Please bring your <b>identity card</b>.</p><p>Use the <Enter> key at the gate. <a href="javascript:alert(1)">link</a></p>';
    const res = await post(w.tokens.employerA, at(PATHS.consoleMatchArrange, w.m.hidden), {
      interviewAt: '2026-11-25T15:30',
      location: 'Gate <B2>, x<y>z',
      contactPhone: '28781234',
      remark,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rich =
      '<p>Please bring your <b>identity card</b>.</p><p>Use the &lt;Enter&gt; key at the gate. </p>';
    const seen = await seekerView(w.m.hidden, w.hidden.token);
    expect(seen).toMatchObject({ cardRemark: rich, remark: rich, location: 'Gate <B2>, x<y>z' });
    expect((seen.history as { reason: string }[]).at(-1)?.reason).toBe(
      'Please bring your identity card.\nUse the <Enter> key at the gate.',
    );
    const console = await w.ctx.app.inject({
      url: at(PATHS.consoleMatch, w.m.hidden),
      headers: { authorization: `Bearer ${w.tokens.employerA}` },
    });
    expect(console.json()).toMatchObject({ remark: rich, location: 'Gate <B2>, x<y>z' });
  });

  it('a decline reason with markup is refused; one stored before is returned as plain text', async () => {
    const own = await post(w.tokens.employerB, at(PATHS.consoleMatchDecline, w.m.other), {
      reason: '<b>Full</b>',
    });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({
      code: 'VALIDATION_FAIL',
      errorArgs: ['body.reason', 'validation.markup'],
    });
    // A row written before the rule, with its history.
    const declined = await post(w.tokens.employerB, at(PATHS.consoleMatchDecline, w.m.other), {
      reason: 'Full',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const legacy = '<b>Full</b><script>alert(1)</script><img src=x onerror=y>';
    const { db } = w.ctx.database;
    await db
      .updateTable('job_match')
      .set({ decline_reason: legacy })
      .where('uid', '=', w.m.other.uid)
      .execute();
    await db
      .updateTable('job_match_event')
      .set({ reason: legacy })
      .where('job_match_id', '=', w.m.other.id)
      .where('reason', '=', 'Full')
      .execute();
    const seen = await seekerView(w.m.other);
    expect(seen).toMatchObject({ otherReasons: 'Full', cardRemark: 'Full' });
    expect((seen.history as { reason: string }[]).at(-1)?.reason).toBe('Full');
    expectNoUnsafeMarkup(seen, RICH_ANSWER_KEYS);
    const console = await w.ctx.app.inject({
      url: at(PATHS.consoleMatch, w.m.other),
      headers: { authorization: `Bearer ${w.tokens.employerB}` },
    });
    expect(console.json()).toMatchObject({ declineReason: 'Full' });
    expectNoUnsafeMarkup(console.json(), ['remark']);
  });
});

describe('job-seeking records: the refusal reason is plain text', () => {
  it('is refused with markup; one stored before reaches the seeker without it', async () => {
    const { app, database } = await buildTestApp();
    await createInterviewWorld(app.db);
    const staff = await staffCaller(app);
    const seeker = await createSeekerWithResume(app);
    const id = await register(app, seeker);
    const refused = await staffAction(app, staff, 'refuse', id, { reason: '<b>Incomplete</b>' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'VALIDATION_FAIL',
      errorArgs: ['body.reason', 'validation.markup'],
    });
    const ok = await staffAction(app, staff, 'refuse', id, { reason: 'Incomplete' });
    expect(ok.statusCode, ok.body).toBe(200);
    const legacy = '<b>Incomplete</b><script>alert(1)</script><img src=x onerror=y>';
    await database.db
      .updateTable('job_seek')
      .set({ refuse_reason: legacy })
      .where('id', '=', id)
      .execute();
    await database.db
      .updateTable('job_seek_event')
      .set({ detail: legacy })
      .where('job_seek_id', '=', id)
      .where('detail', '=', 'Incomplete')
      .execute();
    const res = await getAs(app, seeker, buildPath(PATHS.jobseek, { id }));
    expect(res.statusCode, res.body).toBe(200);
    const seen = res.json() as {
      remark: string;
      detailsRemark: string;
      history: { detail: string }[];
    };
    expect(seen.remark).toBe('Incomplete');
    expect(seen.detailsRemark).toBe('<b>Incomplete</b>');
    expect(seen.history.map((h) => h.detail)).toContain('Incomplete');
    expectNoUnsafeMarkup(seen, ['cardRemark', 'detailsRemark']);
  });
});

describe('unemployment registrations: the refusal reason is plain text', () => {
  it('is refused with markup; one stored before reaches the seeker without it', async () => {
    const { app, database } = await buildTestApp();
    await seedReferenceOptions(app.db);
    const staff = { headers: bearer(await loginAs(app, 'staff')) };
    const seeker = { headers: bearer(await loginAs(app, { name: 'Seeker' })) };
    const id = await submitRegistration(app, seeker);
    const refused = await staffUnemployment(app, staff, 'refuse', id, { reason: '<b>Late</b>' });
    expect(refused.json()).toEqual({
      code: 'VALIDATION_FAIL',
      errorArgs: ['body.reason', 'validation.markup'],
    });
    const ok = await staffUnemployment(app, staff, 'refuse', id, { reason: 'Late' });
    expect(ok.statusCode, ok.body).toBe(200);
    const legacy = '<b>Late</b><script>alert(1)</script><img src=x onerror=y>';
    await database.db
      .updateTable('unemployment_registration')
      .set({ refusal_reason: legacy })
      .where('id', '=', id)
      .execute();
    await database.db
      .updateTable('unemployment_event')
      .set({ detail: legacy })
      .where('registration_id', '=', id)
      .where('detail', '=', 'Late')
      .execute();
    const seen = (await unemploymentAs(app, seeker, PATHS.unemployment)).json() as {
      registration: { refusalReason: string; history: { detail: string | null }[] };
    };
    expect(seen.registration.refusalReason).toBe('Late');
    expect(seen.registration.history.map((h) => h.detail)).toContain('Late');
    expectNoUnsafeMarkup(seen, []);
  });
});
