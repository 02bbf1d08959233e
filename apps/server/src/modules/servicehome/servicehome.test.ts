import { describe, expect, it } from 'vitest';
import { BannerListSchema, PATHS, SERVICE_MENU_CODES, ServiceHomeSchema } from '@vaga/contract';
import { buildTestApp } from '../../../test/helper.ts';

describe('service home', () => {
  it('answers the summary and every menu entry in the asked language', async () => {
    const { app, database } = await buildTestApp();
    const event = await database.db
      .insertInto('event')
      .values({
        event_catalog_type: 2,
        type_event_id: 3,
        status: 'enrolling',
        name_cn: '大型招聘會',
        name_pt: 'Grande feira',
        name_en: 'Grand fair',
        venue_cn: '',
        venue_pt: '',
        venue_en: '',
        description_cn: '',
        description_pt: '',
        description_en: '',
        start_date: '2026-12-01',
        end_date: '2026-12-02',
        start_time: '10:00',
        end_time: '18:00',
        register_from: '2026-11-01T00:00:00.000Z',
        register_to: '2026-11-30T00:00:00.000Z',
        created_at: '2026-11-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await app.inject({ url: PATHS.serviceHome, headers: { 'accept-language': 'pt' } });
    expect(res.statusCode).toBe(200);
    const home = ServiceHomeSchema.parse(res.json());
    expect(home.serviceMenuList.map((m) => m.serviceMenu).sort()).toEqual(
      [...SERVICE_MENU_CODES].sort(),
    );
    const grand = home.serviceMenuList.find((m) => m.serviceMenu === 'GRAND_EVENT');
    expect(grand).toMatchObject({
      name: 'Grande feira de emprego',
      eventId: event.id,
      eventCatalogType: 2,
    });
    // No leisure event is enrolling: that entry has no event.
    expect(home.serviceMenuList.find((m) => m.serviceMenu === 'LEISURE_EVENT')?.eventId).toBeNull();
    expect(
      home.serviceMenuList.find((m) => m.serviceMenu === 'LEISURE_EVENT_ODE')?.redirectUrl,
    ).toContain('/pt/');
    expect(home.jobOfferSummary.vacancyCount).toBe(0);
  });

  it('shows the banners of the moment', async () => {
    const { app, database, clock } = await buildTestApp();
    await database.db
      .insertInto('banner')
      .values({
        image_url: '/banners/later.svg',
        link_url: '',
        is_active: 1,
        ends_at: null,
        sort_order: 0,
        starts_at: '2027-01-01T00:00:00.000Z',
        title_cn: '稍後',
        title_pt: 'Depois',
        title_en: 'Later',
      })
      .execute();
    const titles = async () =>
      BannerListSchema.parse(
        (await app.inject({ url: PATHS.banners, headers: { 'accept-language': 'en' } })).json(),
      ).map((b) => b.title);
    expect(await titles()).toHaveLength(3);
    expect(await titles()).not.toContain('Later');
    clock.set('2027-01-01T00:00:00.000Z');
    expect((await titles())[0]).toBe('Later');
  });
});
