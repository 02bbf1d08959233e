import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';
import { down, up } from './migrations/202611291720-service-menu-labels.ts';

describe('migration 202611291720: the service menu’s texts become label rows', async () => {
  const { app } = await buildTestApp();
  const grandNames = () =>
    app.db
      .selectFrom('label_translation')
      .innerJoin('service_menu', (join) =>
        join.on((eb) =>
          eb('item_key', '=', eb.cast<string>(eb.ref('service_menu.id'), 'varchar(20)')),
        ),
      )
      .select(['language', 'text'])
      .where('domain', '=', 'service_menu:name')
      .where('code', '=', 'GRAND_EVENT')
      .orderBy('language')
      .execute();

  it('holds the menu’s names by language; down puts them back in columns and up moves them again', async () => {
    const migrated = await grandNames();
    expect(migrated.map((row) => row.language)).toEqual(['en', 'pt', 'zh-Hant']);
    await down(app.db);
    const restored = await app.db
      .selectFrom('service_menu')
      .selectAll()
      .where('code', '=', 'GRAND_EVENT')
      .executeTakeFirstOrThrow();
    const byTag = Object.fromEntries(migrated.map((row) => [row.language, row.text]));
    expect(restored).toMatchObject({
      name_cn: byTag['zh-Hant'],
      name_pt: byTag.pt,
      name_en: byTag.en,
    });
    expect(
      await app.db
        .selectFrom('label_translation')
        .where('domain', 'like', 'service_menu:%')
        .selectAll()
        .execute(),
    ).toEqual([]);
    await up(app.db);
    expect(await grandNames()).toEqual(migrated);
  });
});
