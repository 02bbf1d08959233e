import { describe, expect, it } from 'vitest';
import { PATHS } from '@vaga/contract';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import { seedDemoData, seedReferenceData } from '../db/seed/seed.ts';
import { seedDemoResident } from '../db/seed/seed-demo-resident.ts';
import { bearer, loginAs } from '../../test/auth.ts';
import { buildTestApp } from '../../test/helper.ts';
import { serializerFor } from './serializer.ts';

/**
 * Production answers through fast-json-stringify must equal the zod-validated answers the
 * other tests check, endpoint by endpoint, on the same data.
 */
describe('fast serializer', async () => {
  const { app: validating, clock, config } = await buildTestApp();
  await seedReferenceData(validating.db);
  await seedDemoData(validating.db, validating.dialect, { vacancies: 300, now: clock.now() });
  await validating.services.jobOfferSearch.indexPending();
  await seedDemoResident(validating);
  const fast = await buildApp(config, {
    clock,
    database: { db: validating.db, dialect: validating.dialect, close: async () => undefined },
    migrate: false,
    serializer: 'fast',
  });
  await fast.ready();
  const token = await loginAs(validating, 'resident');

  const urls = [
    PATHS.references,
    PATHS.referencesByType.replace(':type', 'SALARYTYPE'),
    PATHS.referencesDoc,
    PATHS.jobOfferSummary,
    PATHS.localVacancyCatalog,
    `${PATHS.localVacancy}?categoryGroupId=1&page=1&size=5`,
    `${PATHS.jobOfferSearch}?keyword=${encodeURIComponent('廚師')}&size=5`,
    PATHS.serviceHome,
    PATHS.banners,
    PATHS.topKeywords,
    PATHS.profile,
    PATHS.profileV2,
    PATHS.favoritesDetail,
    PATHS.cvs,
    PATHS.recommendVacancy,
  ];

  it.each(urls)('%s answers the same JSON in both modes', async (url) => {
    const headers = { ...bearer(token), 'accept-language': 'pt' };
    const expected = await validating.inject({ url, headers });
    const actual = await fast.inject({ url, headers });
    expect(expected.statusCode).toBe(200);
    expect(actual.statusCode).toBe(200);
    expect(actual.json()).toEqual(expected.json());
  });

  it('writes only the properties the schema names', () => {
    const schema = z.object({ id: z.number(), name: z.string(), tag: z.string().nullable() });
    const stringify = serializerFor('fast')({
      schema,
      method: 'GET',
      url: '/x',
      httpStatus: '200',
    });
    const row = { id: 1, name: '廚師', tag: null, identityNo: '1234567(8)' };
    expect(JSON.parse(stringify(row))).toEqual({ id: 1, name: '廚師', tag: null });
  });

  it('closes', async () => {
    await fast.close();
  });
});
