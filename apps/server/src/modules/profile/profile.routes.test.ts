import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS, ProfileSchema, ProfileStatusSchema, type ProfileFormValues } from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { OPTIONS, profileInput, seedReferenceOptions } from '../../../test/factories/profile.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import type { App } from '../../platform/types.ts';

let ctx: TestContext;
let app: App;

beforeAll(async () => {
  ctx = await buildTestApp();
  app = ctx.app;
  await seedReferenceOptions(app.db);
});

async function seeker(who: Parameters<typeof loginAs>[1] = {}) {
  return bearer(await loginAs(app, who));
}

function send(method: 'POST' | 'PUT', url: string, headers: object, payload: unknown, lang = 'zh') {
  return app.inject({
    method,
    url,
    headers: { ...headers, 'accept-language': lang },
    payload: payload as object,
  });
}

async function created(headers: object, overrides: Partial<ProfileFormValues> = {}) {
  const res = await send('POST', PATHS.profile, headers, profileInput(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return ProfileSchema.parse(res.json());
}

describe('GET/POST/PUT v1/profile', () => {
  it('answers 404 BE_PROFILE_NOT_FOUND before a resume exists, then the saved resume', async () => {
    const headers = await seeker({ identityNo: '1234567(8)' });
    const none = await app.inject({ method: 'GET', url: PATHS.profile, headers });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ code: 'BE_PROFILE_NOT_FOUND', errorArgs: [] });

    const profile = await created(headers);
    expect(profile.docNum).toBe('1234567(8)');
    expect(profile.needUpadteProfile).toBe(0);
    const read = ProfileSchema.parse(
      (await app.inject({ method: 'GET', url: PATHS.profile, headers })).json(),
    );
    expect(read).toEqual(profile);
    expect(read.nameCn).toBe('陳大文');
    expect(read.fixedLineNum).toBe('28781234');
    expect(read.otherLanguageList).toHaveLength(1);
    expect(read.drivingSkillList).toEqual([
      { typeDrivingSkillId: OPTIONS.macauDrivingSkill, extraInfo: 1 },
    ]);
  });

  it('derives seniority and in-service from the clock (2026-11)', async () => {
    const profile = await created(await seeker());
    const [past, current] = profile.experienceList;
    expect(past).toMatchObject({ seniorityMonths: 54, inService: 0 });
    expect(current).toMatchObject({ seniorityMonths: 87, inService: 1, toYear: null });
    expect(profile.totalSeniorityMonths).toBe(141);
  });

  it('ignores a docNum sent by the client', async () => {
    const headers = await seeker({ identityNo: 'REAL123' });
    const res = await send('POST', PATHS.profile, headers, { ...profileInput(), docNum: 'FORGED' });
    expect(res.statusCode).toBe(200);
    expect(res.json().docNum).toBe('REAL123');
  });

  it('refuses a second POST with BE_PROFILE_ALREADY_EXISTS and keeps the first', async () => {
    const headers = await seeker();
    await created(headers);
    const again = await send('POST', PATHS.profile, headers, profileInput({ nameCn: '另一個' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BE_PROFILE_ALREADY_EXISTS');
    const read = (await app.inject({ method: 'GET', url: PATHS.profile, headers })).json();
    expect(read.nameCn).toBe('陳大文');
  });

  it('replaces the resume with PUT, and PUT without one is BE_PROFILE_NOT_FOUND', async () => {
    const headers = await seeker();
    const missing = await send('PUT', PATHS.profile, headers, profileInput());
    expect(missing.json().code).toBe('BE_PROFILE_NOT_FOUND');
    const first = await created(headers);
    ctx.clock.advance(60_000);
    const res = await send(
      'PUT',
      PATHS.profile,
      headers,
      profileInput({ namePt: 'SANTOS', experienceList: [] }),
    );
    expect(res.statusCode).toBe(200);
    const updated = ProfileSchema.parse(res.json());
    expect(updated.namePt).toBe('SANTOS');
    expect(updated.experienceList).toEqual([]);
    expect(updated.createdAt).toBe(first.createdAt);
    expect(updated.updatedAt > first.updatedAt).toBe(true);
  });

  it('needs a login and a resident', async () => {
    const anonymous = await app.inject({ method: 'GET', url: PATHS.profile });
    expect(anonymous.statusCode).toBe(401);
    const nonResident = await seeker('nonresident');
    const res = await send('POST', PATHS.profile, nonResident, profileInput());
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('BE_NOT_RESIDENT');
  });
});

describe('server-side rules of spec §5', () => {
  const cases: [string, Partial<ProfileFormValues>, string, string][] = [
    ['no name', { nameCn: '', namePt: '' }, 'body.nameCn', 'validation.nameRequired'],
    [
      'disabled without details',
      { isDisability: 1, disabilityList: [] },
      'body.disabilityList',
      'validation.disabilityRequired',
    ],
    [
      'no living area',
      { typeLivinglocationId: undefined },
      'body.typeLivinglocationId',
      'validation.required',
    ],
    ['7-digit mobile', { mobileNum: '6612345' }, 'body.mobileNum', 'validation.mobile'],
    ['bad fixed line', { fixedLineNum: '1234' }, 'body.fixedLineNum', 'validation.fixedLine'],
    ['bad email', { email: 'a@' }, 'body.email', 'validation.email'],
    [
      'education without level',
      { educationList: [{ typeEducationId: 7, typeEducationSubjectId: 2 }] },
      'body.educationList.0.typeEducationLevelId',
      'validation.required',
    ],
    [
      'level for education type 1',
      { educationList: [{ typeEducationId: 1, typeEducationLevelId: 1 }] },
      'body.educationList.0.typeEducationLevelId',
      'validation.educationLevelNotAllowed',
    ],
    [
      'no language level',
      { mandarinSpeakingLevel: undefined },
      'body.mandarinSpeakingLevel',
      'validation.required',
    ],
    [
      'three extra languages',
      {
        otherLanguageList: [1, 2, 3].map((id) => ({
          typeLanguageId: id,
          speakingLevel: 2,
          writingLevel: 2,
        })),
      },
      'body.otherLanguageList',
      'validation.maxItems|2',
    ],
    [
      'four skills',
      { skillList: [1, 2, 3, 4].map((id) => ({ typeSkillId: id })) },
      'body.skillList',
      'validation.maxItems|3',
    ],
    [
      'ten experiences',
      {
        experienceList: Array.from({ length: 10 }, () => ({
          compnayName: 'A',
          textJobTitle: 'B',
          fromYear: 2020,
          fromMonth: 1,
        })),
      },
      'body.experienceList',
      'validation.maxItems|9',
    ],
    ['no publish choice', { isPublic: undefined }, 'body.isPublic', 'validation.required'],
    ['a decimal', { sex: 1.5 as never }, 'body.sex', 'validation.choice'],
    ['too long', { remark: 'x'.repeat(501) }, 'body.remark', 'validation.maxLength|500'],
  ];
  it.each(cases)(
    'refuses %s with VALIDATION_FAIL, the field and its message, storing nothing',
    async (_name, overrides, path, message) => {
      const headers = await seeker();
      const res = await send('POST', PATHS.profile, headers, profileInput(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'VALIDATION_FAIL', errorArgs: [path, message] });
      expect((await app.inject({ method: 'GET', url: PATHS.profile, headers })).statusCode).toBe(
        404,
      );
    },
  );

  it('refuses a body that is not JSON of the resume', async () => {
    const headers = await seeker();
    const res = await app.inject({
      method: 'POST',
      url: PATHS.profile,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '[1,2',
    });
    expect(res.statusCode).toBe(400);
    const list = await send('POST', PATHS.profile, headers, [1, 2]);
    expect(list.json().code).toBe('VALIDATION_FAIL');
  });

  it('refuses a disabled (inactive) option with BE_REFERENCE_OPTION_INACTIVE, named in the request language', async () => {
    const headers = await seeker();
    const res = await send(
      'POST',
      PATHS.profile,
      headers,
      profileInput({ typeLivinglocationId: OPTIONS.inactiveLivingLocation }),
      'pt',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'BE_REFERENCE_OPTION_INACTIVE',
      errorArgs: ['Ilhas (sem freguesia)', 'body.typeLivinglocationId'],
    });
    const education = await send(
      'POST',
      PATHS.profile,
      headers,
      profileInput({
        educationList: [
          {
            typeEducationId: OPTIONS.inactiveEducation,
            typeEducationLevelId: 1,
            typeEducationSubjectId: 2,
          },
        ],
      }),
    );
    expect(education.json().errorArgs[1]).toBe('body.educationList.0.typeEducationId');
    expect((await app.inject({ method: 'GET', url: PATHS.profile, headers })).statusCode).toBe(404);
  });

  it('refuses an option id that does not exist for its type', async () => {
    const headers = await seeker();
    const res = await send(
      'POST',
      PATHS.profile,
      headers,
      profileInput({ cantoneseSpeakingLevel: 99 }),
    );
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAIL',
      errorArgs: ['body.cantoneseSpeakingLevel', 'validation.choice'],
    });
  });

  it('refuses a driving licence whose origin is not its option’s', async () => {
    const headers = await seeker();
    const res = await send(
      'POST',
      PATHS.profile,
      headers,
      profileInput({
        drivingSkillList: [{ typeDrivingSkillId: OPTIONS.inlandDrivingSkill, extraInfo: 1 }],
      }),
    );
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAIL',
      errorArgs: ['body.drivingSkillList.0.extraInfo', 'validation.choice'],
    });
  });

  it('refuses experience dates after the current month', async () => {
    const headers = await seeker();
    const res = await send(
      'POST',
      PATHS.profile,
      headers,
      profileInput({
        experienceList: [{ compnayName: 'A', textJobTitle: 'B', fromYear: 2026, fromMonth: 12 }],
      }),
    );
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAIL',
      errorArgs: ['body.experienceList.0.fromYear', 'validation.future'],
    });
  });
});

describe('v2/profile, v2/profile/simple and selfseeking', () => {
  it('GET v2/profile tells whether a resume exists, never 404', async () => {
    const headers = await seeker();
    const none = ProfileStatusSchema.parse(
      (await app.inject({ method: 'GET', url: PATHS.profileV2, headers })).json(),
    );
    expect(none).toEqual({ hasProfile: 0, needUpadteProfile: 0, updatedAt: null, voProfile: null });
    await created(headers);
    const some = ProfileStatusSchema.parse(
      (await app.inject({ method: 'GET', url: PATHS.profileV2, headers })).json(),
    );
    expect(some.hasProfile).toBe(1);
    expect(some.voProfile?.nameCn).toBe('陳大文');
  });

  it('creates from the required sections and updates one section alone', async () => {
    const headers = await seeker();
    const p = profileInput();
    const body = {
      personalInfo: {
        nameCn: p.nameCn,
        namePt: p.namePt,
        sex: p.sex,
        bod: p.bod,
        isDisability: 0,
        typeLivinglocationId: p.typeLivinglocationId,
      },
      contactInfo: { mobileNum: p.mobileNum },
      degreeInfo: { educationList: p.educationList },
      languageInfo: {
        cantoneseSpeakingLevel: 4,
        mandarinSpeakingLevel: 3,
        chineseWritingLevel: 4,
        portugueseSpeakingLevel: 1,
        portugueseWritingLevel: 1,
        englishSpeakingLevel: 2,
        englishWritingLevel: 2,
      },
      isPublic: 0,
    };
    const res = await send('POST', PATHS.profileSimple, headers, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      nameCn: '陳大文',
      skillList: [],
      experienceList: [],
      isPublic: 0,
    });

    const update = await send('PUT', PATHS.profileSimple, headers, {
      contactInfo: { mobileNum: '62345678', email: 'x@y.mo' },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({
      mobileNum: '62345678',
      email: 'x@y.mo',
      nameCn: '陳大文',
      isPublic: 0,
    });
  });

  it('reports a section field by its section path', async () => {
    const headers = await seeker();
    await created(headers);
    const bad = await send('PUT', PATHS.profileSimple, headers, {
      contactInfo: { mobileNum: '1234' },
    });
    expect(bad.json()).toEqual({
      code: 'VALIDATION_FAIL',
      errorArgs: ['body.contactInfo.mobileNum', 'validation.mobile'],
    });
    const inactive = await send('PUT', PATHS.profileSimple, headers, {
      occupationInfo: { skillList: [{ typeSkillId: 21 }] },
    });
    expect(inactive.json().errorArgs[1]).toBe('body.occupationInfo.skillList.0.typeSkillId');
    const empty = await send('PUT', PATHS.profileSimple, headers, {});
    expect(empty.json().code).toBe('VALIDATION_FAIL');
  });

  it('publishes and hides with selfseeking, without changing the resume’s age', async () => {
    const headers = await seeker();
    const missing = await send('PUT', PATHS.selfSeeking, headers, { isPublic: 0 });
    expect(missing.json().code).toBe('BE_PROFILE_NOT_FOUND');
    const profile = await created(headers);
    ctx.clock.advance(60_000);
    const hidden = await send('PUT', PATHS.selfSeeking, headers, { isPublic: 0 });
    expect(hidden.json()).toMatchObject({ isPublic: 0, updatedAt: profile.updatedAt });
    const bad = await send('PUT', PATHS.selfSeeking, headers, { isPublic: 5 });
    expect(bad.json()).toEqual({
      code: 'VALIDATION_FAIL',
      errorArgs: ['body.isPublic', 'validation.choice'],
    });
  });
});
