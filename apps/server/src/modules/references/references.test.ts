import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  ErrorBodySchema,
  REFERENCE_TYPES,
  ReferenceDocSchema,
  ReferenceOptionListSchema,
  ReferencesSchema,
} from '@vaga/contract';
import { buildTestApp } from '../../../test/helper.ts';
import { seedReferenceData } from '../../db/seed/seed.ts';
import { writtenAnswerStats } from '../../platform/json-body.ts';
import { insertReferenceOptions } from './reference-options.write.ts';
import { REFERENCE_CACHE_MS } from './references.service.ts';

const BASE = '/service/DeJobSeekApi/v1/references';

async function referenceApp() {
  const ctx = await buildTestApp();
  await seedReferenceData(ctx.app.db);
  return ctx;
}

describe('GET v1/references', async () => {
  const { app, clock } = await referenceApp();

  const brotli = () => app.inject({ url: BASE, headers: { 'accept-encoding': 'br' } });

  it('compresses again only when the bytes change, not when the cache reads them again', async () => {
    const first = await brotli();
    const made = writtenAnswerStats.compressed;
    clock.advance(REFERENCE_CACHE_MS);
    const reread = await brotli();
    expect(reread.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(writtenAnswerStats.compressed).toBe(made);

    const option = await app.db
      .selectFrom('reference_option')
      .select(['type', 'id'])
      .where('type', '=', 'JOBTITLE')
      .where('is_active', '=', 1)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await app.services.references.setActive(option.type, option.id, false);
    await app.changeFeed.poll();
    const changed = await brotli();
    expect(writtenAnswerStats.compressed).toBe(made + 1);
    const options = Object.values(
      ReferencesSchema.parse(JSON.parse(brotliDecompressSync(changed.rawPayload).toString())),
    ).flat();
    expect(options.find((o) => o.id === option.id)?.isActive).toBe(0);
  });

  it('answers all 17 types, each with options in the contract shape', async () => {
    const res = await app.inject(BASE);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = ReferencesSchema.parse(res.json());
    expect(Object.keys(body).sort()).toEqual([...REFERENCE_TYPES].sort());
    for (const type of REFERENCE_TYPES) expect(body[type].length, type).toBeGreaterThan(0);
  });

  it('holds several hundred job titles and the salary types by unit', async () => {
    const body = ReferencesSchema.parse((await app.inject(BASE)).json());
    expect(body.JOBTITLE.length).toBeGreaterThanOrEqual(250);
    const names = body.JOBTITLE.map((o) => o.nameCn);
    for (const title of ['廚師', '保安員', '文員', '侍應', '莊荷', '清潔員'])
      expect(names).toContain(title);
    const units = body.SALARYTYPE.filter((o) => o.isActive === 1).map((o) => o.extraInfo);
    expect(units).toEqual(['MONTH', 'DAY', 'HOUR', 'WEEK']);
  });

  it('names each option in the Accept-Language, zh by default, with the three names beside it', async () => {
    const zh = ReferencesSchema.parse((await app.inject(BASE)).json());
    const pt = ReferencesSchema.parse(
      (await app.inject({ url: BASE, headers: { 'accept-language': 'pt-PT,pt;q=0.9' } })).json(),
    );
    const en = ReferencesSchema.parse(
      (await app.inject({ url: BASE, headers: { 'accept-language': 'en' } })).json(),
    );
    const cook = (list: typeof zh.JOBTITLE) => list.find((o) => o.nameCn === '廚師')!;
    expect(cook(zh.JOBTITLE).name).toBe('廚師');
    expect(cook(pt.JOBTITLE).name).toBe('Cozinheiro');
    expect(cook(en.JOBTITLE).name).toBe('Cook');
    expect(cook(en.JOBTITLE)).toMatchObject({
      nameCn: '廚師',
      namePt: 'Cozinheiro',
      nameEn: 'Cook',
    });
  });

  it('lists inactive options with isActive 0', async () => {
    const body = ReferencesSchema.parse((await app.inject(BASE)).json());
    const inactive = REFERENCE_TYPES.flatMap((type) =>
      body[type].filter((o) => o.isActive === 0).map((o) => `${type}:${o.nameEn}`),
    );
    expect(inactive).toContain('SALARYTYPE:Piece rate');
    expect(inactive).toContain('JOBTITLE:Typist');
    expect(inactive.length).toBeGreaterThanOrEqual(5);
    expect(body.SALARYTYPE.find((o) => o.nameEn === 'Monthly')!.isActive).toBe(1);
  });

  it('covers Macao: parishes, Taipa, Coloane and Cotai; Macao and inland licences by extraInfo', async () => {
    const body = ReferencesSchema.parse((await app.inject(BASE)).json());
    const areas = body.LIVING_LOCATION.map((o) => o.extraInfo);
    for (const area of ['PENINSULA', 'TAIPA', 'COLOANE', 'COTAI']) expect(areas).toContain(area);
    expect(body.LIVING_LOCATION.map((o) => o.nameCn)).toContain('花地瑪堂區');
    const licences = new Set(body.DRIVING_SKILL.map((o) => o.extraInfo));
    expect(licences).toEqual(new Set(['1', '2']));
  });

  it('reads options again once the cache time has passed', async () => {
    await app.inject(BASE);
    await insertReferenceOptions(app.db, [
      {
        type: 'SHIFT',
        id: 50,
        name_cn: '彈性',
        name_pt: 'Flexível',
        name_en: 'Flexible',
        extra_info: null,
        sort_order: 50,
      },
    ]);
    const before = ReferencesSchema.parse((await app.inject(BASE)).json());
    expect(before.SHIFT.map((o) => o.id)).not.toContain(50);
    clock.advance(REFERENCE_CACHE_MS);
    const after = ReferencesSchema.parse((await app.inject(BASE)).json());
    expect(after.SHIFT.map((o) => o.id)).toContain(50);
  });
});

describe('GET v1/references/{type} and /doc', async () => {
  const { app } = await referenceApp();

  it('answers each of the 17 types alone, the same options as the full answer', async () => {
    const all = ReferencesSchema.parse((await app.inject(BASE)).json());
    for (const type of REFERENCE_TYPES) {
      const res = await app.inject({
        url: `${BASE}/${type}`,
        headers: { 'accept-language': 'pt' },
      });
      expect(res.statusCode, type).toBe(200);
      const options = ReferenceOptionListSchema.parse(res.json());
      expect(options.map((o) => o.id)).toEqual(all[type].map((o) => o.id));
      expect(options.every((o) => o.name === o.namePt)).toBe(true);
    }
  });

  it('answers an unknown type with BE_REFERENCE_TYPE_INVALID naming it', async () => {
    for (const type of ['NOPE', 'jobtitle', 'DOC', 'all']) {
      const res = await app.inject(`${BASE}/${type}`);
      expect(res.statusCode).toBe(404);
      expect(ErrorBodySchema.parse(res.json())).toEqual({
        code: 'BE_REFERENCE_TYPE_INVALID',
        errorArgs: [type],
      });
    }
  });

  it('answers an over-long type with VALIDATION_FAIL naming the field', async () => {
    const res = await app.inject(`${BASE}/${'X'.repeat(41)}`);
    expect(res.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(res.json())).toEqual({
      code: 'VALIDATION_FAIL',
      errorArgs: ['params.type'],
    });
  });

  it('answers the four resume document types, localized', async () => {
    const res = await app.inject({ url: `${BASE}/doc`, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    const docs = ReferenceDocSchema.parse(res.json());
    expect(docs.map((d) => d.extraInfo)).toEqual(['SKILL', 'EDUCATION', 'EXPERIENCE', 'OTHER']);
    expect(docs[3]).toMatchObject({ name: 'Other certificates', nameCn: '其他證書' });
  });

  it('tells other modules the stored state of chosen options, unknown ids absent', async () => {
    const states = await app.services.references.optionsOf('SALARYTYPE', [1, 4, 4, 999]);
    expect(states.map((s) => [s.id, s.isActive])).toEqual([
      [1, 1],
      [4, 0],
    ]);
  });
});

describe('reference data', async () => {
  const { app } = await buildTestApp();

  it('is inserted once: seeding again neither fails nor duplicates', async () => {
    const first = await seedReferenceData(app.db);
    await seedReferenceData(app.db);
    const rows = await app.db
      .selectFrom('reference_option')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(first.referenceOptions);
  });
});
