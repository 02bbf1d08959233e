import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';
import { down, up } from './migrations/202611291700-label-translations.ts';

describe('migration 202611291700: reference names become label rows', async () => {
  const { app } = await buildTestApp();

  it('copies every non-empty name to its language’s row and drops the columns; down restores them', async () => {
    await down(app.db);
    await app.db
      .insertInto('reference_option')
      .values([
        { type: 'SHIFT', id: 7, name_cn: '輪班', name_pt: 'Turnos', name_en: '', sort_order: 7 },
      ] as never)
      .execute();
    await up(app.db);
    const rows = await app.db
      .selectFrom('label_translation')
      .select(['domain', 'item_key', 'language', 'text'])
      .orderBy('language')
      .execute();
    expect(rows).toEqual([
      { domain: 'reference:SHIFT', item_key: '7', language: 'pt', text: 'Turnos' },
      { domain: 'reference:SHIFT', item_key: '7', language: 'zh-Hant', text: '輪班' },
    ]);
    const option = await app.db
      .selectFrom('reference_option')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(Object.keys(option)).not.toContain('name_cn');

    await down(app.db);
    const restored = await app.db
      .selectFrom('reference_option')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(restored).toMatchObject({ name_cn: '輪班', name_pt: 'Turnos', name_en: '' });
    await up(app.db);
  });
});
