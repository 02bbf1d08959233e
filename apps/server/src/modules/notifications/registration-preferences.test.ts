import { beforeAll, describe, expect, it } from 'vitest';
import {
  JobAssistanceSchema,
  NOTIFICATION_KINDS,
  NotificationPreferencesSchema,
  PATHS,
  type KindChannels,
  type NotificationKind,
  type NotificationPreferences,
} from '@vaga/contract';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  createInterviewWorld,
  createSeekerWithResume,
  type TestSeeker,
} from '../../../test/factories/jobmatches.ts';
import {
  approve,
  getAs,
  jobSeekBody,
  putAssistance,
  register,
  staffCaller,
} from '../../../test/factories/jobseeks.ts';
import { channelsFromChoices, choicesFromChannels } from './registration-preferences.ts';

const NOW = '2026-11-22T02:00:00.000Z';
const SMS = 1;
const EMAIL = 2;
const APP = 3;
const REFERRALS = 1;
const RECOMMENDATIONS = 2;
const EVENTS = 3;

const off: KindChannels = { email: false, push: false, sms: false };
const all = (channels: KindChannels) =>
  Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, { ...channels }])) as Record<
    NotificationKind,
    KindChannels
  >;

describe('registration choices ↔ notification preferences (the mapping)', () => {
  it('sets exactly the chosen methods for the kinds of the chosen types, SMS for interviews only', () => {
    const next = channelsFromChoices(all({ email: true, push: false, sms: false }), {
      notificationMethodList: [SMS, APP],
      notificationTypeList: [REFERRALS, EVENTS],
    });
    expect(next.interviews).toEqual({ email: false, push: true, sms: true });
    expect(next.registrations).toEqual({ email: false, push: true, sms: false });
    expect(next.events).toEqual({ email: false, push: true, sms: false });
    // A type not chosen: its kinds are switched off.
    expect(next.alerts).toEqual(off);
    // Kinds no type stands for keep their switches.
    expect(next.unemployment).toEqual({ email: true, push: false, sms: false });
    expect(next.favourites).toEqual({ email: true, push: false, sms: false });
  });

  it('reads the choices back from the switches', () => {
    const channels = all(off);
    channels.alerts = { email: true, push: false, sms: false };
    channels.interviews = { email: false, push: false, sms: true };
    channels.unemployment = { email: false, push: true, sms: false };
    expect(choicesFromChannels(channels)).toEqual({
      notificationMethodList: [SMS, EMAIL],
      notificationTypeList: [REFERRALS, RECOMMENDATIONS],
    });
    expect(choicesFromChannels(all(off))).toEqual({
      notificationMethodList: [],
      notificationTypeList: [],
    });
  });

  it('gives back what was chosen, whenever the choice can be kept', () => {
    const cases = [
      { notificationMethodList: [SMS, EMAIL, APP], notificationTypeList: [REFERRALS, EVENTS] },
      { notificationMethodList: [EMAIL], notificationTypeList: [RECOMMENDATIONS] },
      { notificationMethodList: [APP], notificationTypeList: [REFERRALS, RECOMMENDATIONS, EVENTS] },
    ];
    for (const choices of cases) {
      expect(choicesFromChannels(channelsFromChoices(all(off), choices))).toEqual(choices);
    }
  });
});

describe('registration choices ↔ notification preferences (through the API)', () => {
  let ctx: TestContext;
  let staff: Awaited<ReturnType<typeof staffCaller>>;

  const preferences = async (seeker: TestSeeker) => {
    const res = await getAs(ctx.app, seeker, PATHS.notificationPreferences);
    expect(res.statusCode, res.body).toBe(200);
    return NotificationPreferencesSchema.parse(res.json());
  };
  const savePreferences = async (seeker: TestSeeker, kinds: NotificationPreferences['kinds']) => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: PATHS.notificationPreferences,
      headers: seeker.headers,
      payload: { kinds },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const assistance = async (seeker: TestSeeker) => {
    const res = await getAs(ctx.app, seeker, PATHS.jobAssistance);
    expect(res.statusCode, res.body).toBe(200);
    return JobAssistanceSchema.parse(res.json());
  };

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    await createInterviewWorld(ctx.app.db);
    staff = await staffCaller(ctx.app);
  });

  it('saving the registration sets the switches; changing them changes what it shows', async () => {
    const seeker = await createSeekerWithResume(ctx.app);
    const id = await register(ctx.app, seeker, {
      notificationMethodList: [SMS, APP],
      notificationTypeList: [REFERRALS],
    });
    const set = await preferences(seeker);
    expect(set.kinds.interviews).toEqual({ email: false, push: true, sms: true });
    expect(set.kinds.registrations).toEqual({ email: false, push: true, sms: false });
    expect(set.kinds.events).toEqual(off);
    expect(set.kinds.alerts).toEqual(off);
    // Not on the form: the defaults stand.
    expect(set.kinds.unemployment).toEqual({ email: true, push: false, sms: false });

    const shown = await assistance(seeker);
    expect(shown.profile).toMatchObject({
      notificationMethodList: [SMS, APP],
      notificationTypeList: [REFERRALS],
    });

    // The seeker turns e-mail on for events in the preferences: the registration shows it.
    await savePreferences(seeker, {
      ...set.kinds,
      events: { email: true, push: false, sms: false },
    });
    const after = await assistance(seeker);
    expect(after.profile).toMatchObject({
      notificationMethodList: [SMS, EMAIL, APP],
      notificationTypeList: [REFERRALS, EVENTS],
    });
    expect(after.labels.notificationTypes).toEqual([
      'Referrals and interviews',
      'Recruitment events',
    ]);
    expect(after.labels.notificationMethods).toEqual(['Text message', 'Email', 'App notification']);

    // Updating the valid registration sets the switches again.
    await approve(ctx.app, staff, id);
    const res = await putAssistance(
      ctx.app,
      seeker,
      jobSeekBody({ notificationMethodList: [EMAIL], notificationTypeList: [RECOMMENDATIONS] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const updated = await preferences(seeker);
    expect(updated.kinds.alerts).toEqual({ email: true, push: false, sms: false });
    expect(updated.kinds.interviews).toEqual(off);
    expect(updated.kinds.events).toEqual(off);
    expect((await assistance(seeker)).profile).toMatchObject({
      notificationMethodList: [EMAIL],
      notificationTypeList: [RECOMMENDATIONS],
    });
  });
});
