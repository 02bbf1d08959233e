import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { CONSOLE_EVENT_PATHS, PATHS } from '@vaga/contract';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { bearer, loginAs } from '../../../test/auth.ts';
import {
  consoleEventInput,
  createEvent,
  registerBody,
  registerFor,
} from '../../../test/factories/events.ts';
import {
  createInterviewWorld,
  createSeekerWithResume,
} from '../../../test/factories/jobmatches.ts';
import { createVacancy } from '../../../test/factories/search-vacancies.ts';
import { EVENTS_TOPIC } from '../events/cache-topics.ts';

const NOW = '2026-11-22T02:00:00.000Z';

/**
 * A stand-in for the web build's server renderer (apps/web/src/entry-server.tsx) with the same
 * exports, for `/service`, the event list, an event's page and the job list: it asks the
 * server's transport what those pages' queries ask and writes what it got. It counts renders.
 */
const RENDERER = `
export const SSR_STATE_ID = 'vaga-ssr';
export const SERVER_RENDERED = ['/service', '/match-kinds', '/match-index', '/job-service/job-list'];
export async function prepare() {}
export function vacancyIdOf() { return null; }
const card = (e) => e.eventName + ' · ' + e.statusDesc + ' · open ' + e.registrationOpen + ' · seats ' + e.remainingQuota;
export async function loadPage({ url, transport }) {
  const address = new URL(url, 'http://localhost');
  const params = address.searchParams;
  let lines = [];
  let failed = false;
  try {
    if (address.pathname === '/service') {
      const [home, banners] = await Promise.all([
        transport(${JSON.stringify(PATHS.serviceHome)}, {}),
        transport(${JSON.stringify(PATHS.banners)}, {}),
      ]);
      lines = [
        ...home.serviceMenuList.map((m) => m.serviceMenu + ' → ' + m.eventId),
        ...banners.map((b) => b.title),
      ];
    } else if (address.pathname === '/match-kinds') {
      const query = { page: 0, size: 10, typeEventStatus: params.get('status') ?? 1 };
      const [list, banners] = await Promise.all([
        transport(${JSON.stringify(PATHS.events)}, { query }),
        transport(${JSON.stringify(PATHS.eventBanners)}, {}),
      ]);
      lines = [...banners.map((b) => 'banner ' + b.title), ...list.content.map(card)];
    } else if (address.pathname === '/match-index') {
      const event = await transport(${JSON.stringify(PATHS.events)} + '/' + params.get('eventId'), {});
      lines = [card(event), ...event.sessions.map((s) => 'session ' + s.remaining)];
    } else {
      const list = await transport(${JSON.stringify(PATHS.localVacancy)}, { query: { page: 0, size: 10 } });
      lines = list.content.map((c) => c.jobOfferTitle);
    }
  } catch {
    failed = true;
  }
  return {
    status: 200,
    complete: !failed,
    async render() {
      globalThis.__vagaEventRenders = (globalThis.__vagaEventRenders ?? 0) + 1;
      return {
        html: lines.map((t) => '<h2>' + t + '</h2>').join(''),
        state: '{}',
        title: 'Vaga',
        description: null,
      };
    },
  };
}
`;

function builtWithRenderer(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'vaga-ssr-events-'));
  const dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(root, 'dist-server'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="zh-Hant"><head><meta charset="UTF-8" /><title>Vaga</title>' +
      '<script type="module" src="/assets/index-1.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'index-1.js'), 'export {};');
  writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), RENDERER);
  return dist;
}

const renders = () => (globalThis as { __vagaEventRenders?: number }).__vagaEventRenders ?? 0;

async function setup(): Promise<TestContext> {
  const ctx = await buildTestApp({
    env: { WEB_DIST: builtWithRenderer(), PUBLIC_URL: 'https://vaga.example.mo' },
  });
  ctx.clock.set(NOW);
  await createInterviewWorld(ctx.app.db);
  return ctx;
}

/** A console write by staff (a staff login first). */
async function staffSends(ctx: TestContext, method: 'POST' | 'PUT', url: string, body: object) {
  const res = await ctx.app.inject({
    method,
    url,
    headers: { ...bearer(await loginAs(ctx.app, 'staff')), 'accept-language': 'en' },
    payload: body as Record<string, unknown>,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

const consoleUrl = (pathname: string, id: number) => pathname.replace(':id', String(id));

describe('server-rendered event pages', () => {
  it('hold the events in the language of the address', async () => {
    const ctx = await setup();
    const event = await createEvent(ctx.app);
    for (const [language, name] of [
      ['zh-Hant', '大型招聘會'],
      ['pt', 'Grande feira'],
      ['en', 'Grand fair'],
    ] as const) {
      const list = await ctx.app.inject(`/match-kinds?language=${language}`);
      expect(list.statusCode).toBe(200);
      expect(list.body).toContain(`<html lang="${language}"`);
      expect(list.body).toContain(`<h2>${name} · `);
      expect(list.body).toContain(`<h2>banner ${name}</h2>`);
      const page = await ctx.app.inject(`/match-index?eventId=${event.id}&language=${language}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toMatch(new RegExp(`<h2>${name} · [^<]+ · open 1 · seats 200</h2>`));
    }
  });

  it('are answered again with no service call, and made anew at once when a registration takes a seat or staff close registration', async () => {
    const ctx = await setup();
    const event = await createEvent(ctx.app, {}, [10]);
    const page = `/match-index?eventId=${event.id}&language=en`;
    const list = '/match-kinds?language=en';
    const first = await ctx.app.inject(page);
    expect(first.body).toContain('open 1 · seats 10</h2><h2>session 10</h2>');
    expect((await ctx.app.inject(list)).body).toContain(
      'Grand fair · Enrolling · open 1 · seats 10',
    );
    const detail = vi.spyOn(ctx.app.services.events, 'detail');
    const listed = vi.spyOn(ctx.app.services.events, 'list');
    const before = renders();
    expect((await ctx.app.inject(page)).body).toBe(first.body);
    await ctx.app.inject(list);
    expect(detail).not.toHaveBeenCalled();
    expect(listed).not.toHaveBeenCalled();
    expect(renders()).toBe(before);

    // A registration takes the session's seat: both pages show one fewer at once.
    const seeker = await createSeekerWithResume(ctx.app);
    const registered = await registerFor(
      ctx.app,
      seeker.token,
      registerBody(event.id, event.sessionIds),
    );
    expect(registered.statusCode, registered.body).toBe(200);
    const taken = await ctx.app.inject(page);
    expect(taken.body).toContain('open 1 · seats 9</h2><h2>session 9</h2>');
    expect(taken.headers.etag).not.toBe(first.headers.etag);
    expect((await ctx.app.inject(list)).body).toContain(
      'Grand fair · Enrolling · open 1 · seats 9',
    );
    expect(renders()).toBe(before + 2);

    // Staff close its registration.
    await staffSends(
      ctx,
      'POST',
      consoleUrl(CONSOLE_EVENT_PATHS.consoleEventRegistration, event.id),
      {
        open: false,
      },
    );
    expect((await ctx.app.inject(page)).body).toContain(
      'Grand fair · Registration closed · open 0 · seats 9',
    );
    // The enrolling tab no longer lists it; the registration-closed tab does.
    expect((await ctx.app.inject(list)).body).not.toContain('Grand fair');
    expect((await ctx.app.inject('/match-kinds?status=3&language=en')).body).toContain(
      'Grand fair · Registration closed · open 0 · seats 9',
    );
  });

  it('are made anew when staff create or edit an event', async () => {
    const ctx = await setup();
    const event = await createEvent(ctx.app);
    const list = '/match-kinds?language=en';
    expect((await ctx.app.inject(list)).body).not.toContain('Hotel session');
    const now = ctx.clock.millis();
    const input = consoleEventInput(now, {
      registerFrom: new Date(now - 60_000).toISOString(),
      registerTo: new Date(now + 86_400_000).toISOString(),
    });
    const created = await staffSends(ctx, 'POST', CONSOLE_EVENT_PATHS.consoleEvents, input);
    const id = (created.json() as { eventId: number }).eventId;
    expect((await ctx.app.inject(list)).body).toContain('<h2>Hotel session · Enrolling');
    const page = `/match-index?eventId=${id}&language=pt`;
    expect((await ctx.app.inject(page)).body).toContain('<h2>Sessão de hotelaria · ');
    await staffSends(ctx, 'PUT', consoleUrl(CONSOLE_EVENT_PATHS.consoleEvent, id), {
      ...input,
      name: { ...input.name, pt: 'Sessão de restauração' },
    });
    expect((await ctx.app.inject(page)).body).toContain('<h2>Sessão de restauração · ');
    expect(event.id).not.toBe(id);
  });

  it('are kept no longer than until an event’s registration ends, and then not indexed', async () => {
    // The event's days are still to come: its registration closes, it is not finished.
    const ctx = await setup();
    const event = await createEvent(ctx.app, {
      register_to: new Date(Date.parse(NOW) + 3_000).toISOString(),
    });
    const page = `/match-index?eventId=${event.id}&language=en`;
    const list = '/match-kinds?language=en';
    const enrolling = await ctx.app.inject(page);
    expect(enrolling.body).toContain('Grand fair · Enrolling · open 1');
    // Indexed while enrolling (as the sitemap lists it), not once finished.
    expect(enrolling.body).not.toContain('name="robots"');
    expect((await ctx.app.inject(list)).body).toContain('Grand fair · Enrolling');
    ctx.clock.advance(2_000);
    const before = renders();
    expect((await ctx.app.inject(page)).body).toBe(enrolling.body);
    await ctx.app.inject(list);
    expect(renders()).toBe(before);
    ctx.clock.advance(1_001);
    const finished = await ctx.app.inject(page);
    expect(finished.body).toContain('Grand fair · Registration closed · open 0');
    expect(finished.body).toContain('<meta name="robots" content="noindex" />');
    const after = await ctx.app.inject(list);
    expect(after.body).not.toContain('Grand fair');
    expect(renders()).toBe(before + 2);
    expect((await ctx.app.inject('/match-kinds?status=3&language=en')).body).toContain(
      'Grand fair · Registration closed',
    );
    expect((await ctx.app.inject('/match-kinds?status=2&language=en')).body).not.toContain(
      'Grand fair',
    );
  });

  it('keep /service until its events change, and the job list through event writes', async () => {
    const ctx = await setup();
    const grand = await createEvent(ctx.app);
    await createVacancy(ctx.database.db, { published_at: '2026-11-10T02:00:00.000Z' });
    const service = '/service?language=en';
    const jobs = '/job-service/job-list?language=en';
    const first = await ctx.app.inject(service);
    expect(first.body).toContain(`<h2>GRAND_EVENT → ${grand.id}</h2>`);
    expect(first.body).toContain('<h2>Job fairs: registration open</h2>');
    await ctx.app.inject(jobs);
    const home = vi.spyOn(ctx.app.services.serviceHome, 'home');
    const before = renders();
    expect((await ctx.app.inject(service)).body).toBe(first.body);
    expect(home).not.toHaveBeenCalled();
    expect(renders()).toBe(before);

    // A later grand event is the menu's now; the job list is not made again for it.
    const later = await createEvent(ctx.app, { start_date: '2026-12-20', end_date: '2026-12-20' });
    await ctx.app.changeFeed.bump(EVENTS_TOPIC);
    expect((await ctx.app.inject(service)).body).toContain(`<h2>GRAND_EVENT → ${later.id}</h2>`);
    expect(renders()).toBe(before + 1);
    await ctx.app.inject(jobs);
    expect(renders()).toBe(before + 1);
  });
});
