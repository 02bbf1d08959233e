import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { createEvent, registerBody, registerFor } from '../../../test/factories/events.ts';
import {
  createInterviewWorld,
  createSeekerWithResume,
} from '../../../test/factories/jobmatches.ts';
import { noticesOf, rowsOf, runJobsTwice } from '../../../test/notices.ts';
import { EVENT_REMINDER_JOB } from './event-jobs.ts';

// 10:00 on 22 November in Macao (UTC+8); the test events' first day is 4 December.
const NOW = '2026-11-22T02:00:00.000Z';

describe('event notices', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    await createInterviewWorld(ctx.app.db);
  });

  it('confirms a registration with its ticket link, in the registration’s transaction', async () => {
    const event = await createEvent(ctx.app);
    const seeker = await createSeekerWithResume(ctx.app);
    const res = await registerFor(ctx.app, seeker.token, registerBody(event.id, event.sessionIds));
    expect(res.statusCode, res.body).toBe(200);
    const [item] = await noticesOf(ctx.app, seeker.id, 'event.registered');
    expect(item).toMatchObject({
      kind: 'events',
      title: 'Registration confirmed: Grand fair',
      link: `/register-result?eventId=${event.id}`,
    });
    expect(item!.body).toContain('(2026/12/04, Dome)');
    const [zh] = await noticesOf(ctx.app, seeker.id, 'event.registered', 'zh-Hant');
    expect(zh!.title).toBe('已成功報名：大型招聘會');
    const [pt] = await noticesOf(ctx.app, seeker.id, 'event.registered', 'pt');
    expect(pt!.body).toContain('«Grande feira» (2026/12/04, Pavilhão)');

    // A refused second registration writes nothing.
    const again = await registerFor(
      ctx.app,
      seeker.token,
      registerBody(event.id, event.sessionIds),
    );
    expect(again.statusCode).not.toBe(200);
    expect(await rowsOf(ctx.app, seeker.id, 'event.registered')).toHaveLength(1);
  });

  it('reminds the day before from 09:00, once per registration and day', async () => {
    const event = await createEvent(ctx.app);
    const seeker = await createSeekerWithResume(ctx.app);
    const other = await createSeekerWithResume(ctx.app);
    // Both sessions of the day (10:00 and 12:00): one reminder naming the first.
    const res = await registerFor(ctx.app, seeker.token, registerBody(event.id, event.sessionIds));
    expect(res.statusCode, res.body).toBe(200);

    // 06:00 to 08:00 on 3 December in Macao: too early.
    ctx.clock.set('2026-12-02T22:00:00.000Z');
    await runJobsTwice(ctx.app, (ms) => ctx.clock.advance(ms));
    expect(await rowsOf(ctx.app, seeker.id, 'event.reminder')).toHaveLength(0);

    ctx.clock.set('2026-12-03T01:30:00.000Z');
    const ran = await runJobsTwice(ctx.app, (ms) => ctx.clock.advance(ms));
    expect(ran.filter((name) => name === EVENT_REMINDER_JOB)).toHaveLength(2);
    const reminders = await noticesOf(ctx.app, seeker.id, 'event.reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({
      title: 'Tomorrow: Grand fair',
      link: `/register-result?eventId=${event.id}`,
    });
    expect(reminders[0]!.body).toContain('tomorrow, 2026/12/04 at 10:00, at Dome');
    // Not registered: not reminded.
    expect(await rowsOf(ctx.app, other.id, 'event.reminder')).toHaveLength(0);

    // On the day itself nothing more.
    ctx.clock.set('2026-12-04T01:30:00.000Z');
    await runJobsTwice(ctx.app, (ms) => ctx.clock.advance(ms));
    expect(await rowsOf(ctx.app, seeker.id, 'event.reminder')).toHaveLength(1);
    ctx.clock.set(NOW);
  });
});
