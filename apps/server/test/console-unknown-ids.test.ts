import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS, errorStatus, isErrorCode, type Access } from '@vaga/contract';
import type { App } from '../src/platform/types.ts';
import { bearer, loginAs } from './auth.ts';
import { createSeeker } from './factories/jobmatches.ts';
import { seedReferenceData } from '../src/db/seed/seed.ts';
import { createEmployer, createVacancy } from './factories/search-vacancies.ts';
import { exampleOf } from './fuzz/integer-edges.ts';
import { tableOperations } from './fuzz/operations.ts';
import { postingValues } from './factories/postings.ts';
import { buildTestApp, type TestContext } from './helper.ts';

/**
 * Every console operation that names another person's or record's id — in its path or its body
 * (list filters are not: an unknown one filters to an empty page) — answers 404 with a catalogue code of status 404 when that id is unknown, whoever
 * of staff and employers may call it. The operations come from the endpoint table (ENDPOINT_LIST),
 * so a new one is walked without being listed here.
 */
const UNKNOWN = 987_654;
const NOW = '2026-11-22T02:00:00.000Z';

/** Bodies valid but for the unknown id, where the schema's example is not (dates, phones). */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  'post /service/DeJobSeekApi/v1/console/jobmatches/:id/arrange': {
    interviewAt: '2026-12-10T10:00',
    location: 'Rua do Campo 10',
    contactPhone: '28781234',
  },
  [`post ${PATHS.consoleMatchChange}`]: {
    interviewAt: '2026-12-10T10:00',
    location: 'Rua do Campo 10',
    contactPhone: '28781234',
  },
  'put /service/DeJobSeekApi/v1/console/events/:id': {
    typeEventId: 1,
    eventCatalogType: 1,
    name: { cn: '配對會', pt: 'Sessão', en: 'Session' },
    venue: { cn: '會場', pt: 'Local', en: 'Venue' },
    description: { cn: '', pt: '', en: '' },
    startDate: '2026-12-20',
    endDate: '2026-12-20',
    startTime: '10:00',
    endTime: '17:00',
    registerFrom: '2026-12-01',
    registerTo: '2026-12-15',
  },
  'put /service/DeJobSeekApi/v1/console/postings/:id': { values: postingValues(), submit: true },
  'post /service/DeJobSeekApi/v1/console/jobmatches/invite': {
    interviewAt: '2026-12-10T10:00',
    location: 'Rua do Campo 10',
    contactPhone: '28781234',
  },
};

/** Body fields naming a record by its id (seekers, vacancies, events). */
const ID_FIELD = /^(seekerId|jobOfferId|eventId|accountId|registerId)$/;

type Identity = 'staff' | 'employer';

describe('console operations given an unknown id', () => {
  let ctx: TestContext;
  let app: App;
  const tokens: Record<Identity, string> = { staff: '', employer: '' };
  let jobOfferId = 0;
  let seekerId = 0;

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    app = ctx.app;
    await seedReferenceData(ctx.database.db);
    const employerId = await createEmployer(ctx.database.db);
    jobOfferId = await createVacancy(ctx.database.db, {
      employer_id: employerId,
      published_at: NOW,
    });
    seekerId = (await createSeeker(app)).id;
    tokens.staff = await loginAs(app, { euid: 'unknown-ids-staff', accountType: 'staff' });
    tokens.employer = await loginAs(app, {
      euid: 'unknown-ids-employer',
      accountType: 'employer',
      employerId,
    });
  });

  /** Who may call an endpoint: its access level, as the table declares it. */
  function callers(access: Access): Identity[] {
    if (access === 'staff') return ['staff'];
    if (access === 'employer') return ['employer'];
    return ['staff', 'employer'];
  }

  interface Case {
    label: string;
    method: string;
    url: string;
    body?: Record<string, unknown>;
    who: Identity;
  }

  function cases(): Case[] {
    const out: Case[] = [];
    for (const op of tableOperations(app)) {
      if (!op.path.includes('/console/')) continue;
      const key = `${op.method} ${op.path}`;
      const example = op.body ? (exampleOf(op.body) as Record<string, unknown> | null) : null;
      const body = example ? { ...example, ...VALID_BODIES[key] } : undefined;
      const pathParams = op.parameters.filter((p) => p.in === 'path');
      const bodyIds = Object.keys(body ?? {}).filter((k) => ID_FIELD.test(k));
      for (const who of callers(op.endpoint.access)) {
        if (pathParams.length > 0) {
          // Well-formed ids of no record: row ids, or a match's uid.
          const url = pathParams.reduce(
            (path, param) =>
              path.replace(
                `:${param.name}`,
                String(param.schema?.type === 'integer' ? UNKNOWN : exampleOf(param.schema)),
              ),
            op.path,
          );
          out.push({ label: key, method: op.method, url, body: real(body), who });
          continue;
        }
        // A body naming records: each id unknown in turn, the others naming real records.
        for (const name of bodyIds) {
          out.push({
            label: `${key} body.${name}`,
            method: op.method,
            url: op.path,
            body: { ...real(body), [name]: UNKNOWN },
            who,
          });
        }
      }
    }
    return out;
  }

  /** The body with its id fields naming real records. */
  function real(body: Record<string, unknown> | undefined) {
    if (!body) return undefined;
    const out = { ...body };
    if ('seekerId' in out) out.seekerId = seekerId;
    if ('jobOfferId' in out) out.jobOfferId = jobOfferId;
    return out;
  }

  it('answers 404 with its catalogue code, for every one of them', async () => {
    const walked = cases();
    // The walk reaches the consoles' records: seekers, vacancies, events, matches, registrations.
    for (const part of ['seekers', 'postings', 'events', 'jobmatches', 'jobseeks', 'invite']) {
      expect(walked.some((c) => c.url.includes(part))).toBe(true);
    }
    const wrong: string[] = [];
    for (const c of walked) {
      const res = await app.inject({
        method: c.method.toUpperCase() as 'GET',
        url: c.url,
        headers: { ...bearer(tokens[c.who]), 'accept-language': 'en' },
        ...(c.body === undefined ? {} : { payload: c.body }),
      });
      const code = (res.json() as { code?: string }).code ?? '';
      const ok = res.statusCode === 404 && isErrorCode(code) && errorStatus(code) === 404;
      if (!ok) wrong.push(`${c.who} ${c.label}: ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
  });
});
