import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';
import { down, up } from './migrations/202611291710-job-class-labels.ts';

describe('migration 202611291710: job-class names become label rows', async () => {
  const { app } = await buildTestApp();
  const labels = () =>
    app.db
      .selectFrom('label_translation')
      .select(['domain', 'item_key', 'language', 'text'])
      .where('domain', 'in', ['job_class_group', 'job_class'])
      .orderBy('domain')
      .orderBy('language')
      .execute();

  it('copies every non-empty name to its language’s row and drops the columns; down restores them', async () => {
    await down(app.db);
    await app.db
      .insertInto('job_class_group')
      .values({ id: 3, icon: 'restaurant', name_cn: '餐飲', name_pt: '', name_en: 'Food' } as never)
      .execute();
    await app.db
      .insertInto('job_class')
      .values({ id: 301, group_id: 3, name_cn: '廚房', name_pt: 'Cozinha', name_en: '' } as never)
      .execute();
    await up(app.db);
    expect(await labels()).toEqual([
      { domain: 'job_class', item_key: '301', language: 'pt', text: 'Cozinha' },
      { domain: 'job_class', item_key: '301', language: 'zh-Hant', text: '廚房' },
      { domain: 'job_class_group', item_key: '3', language: 'en', text: 'Food' },
      { domain: 'job_class_group', item_key: '3', language: 'zh-Hant', text: '餐飲' },
    ]);
    const group = await app.db.selectFrom('job_class_group').selectAll().executeTakeFirstOrThrow();
    expect(Object.keys(group)).not.toContain('name_cn');

    await down(app.db);
    expect(await labels()).toEqual([]);
    const restored = await app.db.selectFrom('job_class').selectAll().executeTakeFirstOrThrow();
    expect(restored).toMatchObject({ name_cn: '廚房', name_pt: 'Cozinha', name_en: '' });
    await up(app.db);
  });
});
