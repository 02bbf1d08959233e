import { afterAll, describe, expect, it } from 'vitest';
import {
  allowPseudoLanguages,
  derivedText,
  PATHS,
  ReferenceOptionListSchema,
  toSimplified,
} from '@vaga/contract';
import { buildTestApp, QUIET_BACKGROUND } from '../../../test/helper.ts';
import { insertReferenceOptions } from './reference-options.write.ts';
import { ReferencesRepository } from './references.repository.ts';
import { REFERENCE_CACHE_MS } from './references.service.ts';

const SHIFT = PATHS.referencesByType.replace(':type', 'SHIFT');

async function shiftApp() {
  const ctx = await buildTestApp({ env: { ...QUIET_BACKGROUND, PSEUDO_LANGUAGES: '1' } });
  await insertReferenceOptions(ctx.app.db, [
    { type: 'SHIFT', id: 1, name_cn: '早班', name_pt: 'Manhã', name_en: 'Morning', sort_order: 1 },
    { type: 'SHIFT', id: 2, name_cn: '夜班', name_pt: 'Noite', name_en: 'Night', sort_order: 2 },
  ]);
  const served = async (language: string) => {
    const res = await ctx.app.inject({ url: SHIFT, headers: { 'accept-language': language } });
    expect(res.statusCode).toBe(200);
    return ReferenceOptionListSchema.parse(res.json());
  };
  return { ...ctx, served };
}

describe('reference option labels as rows', async () => {
  afterAll(() => allowPseudoLanguages(false));
  const { app, clock, served } = await shiftApp();

  it('serves each language its row, the derived languages converted from their source’s', async () => {
    expect((await served('pt')).map((o) => o.name)).toEqual(['Manhã', 'Noite']);
    expect((await served('en')).map((o) => o.name)).toEqual(['Morning', 'Night']);
    expect((await served('zh-Hans')).map((o) => o.name)).toEqual([
      toSimplified('早班'),
      toSimplified('夜班'),
    ]);
    expect((await served('en-XA')).map((o) => o.name)).toEqual([
      derivedText('en-XA' as never, 'Morning'),
      derivedText('en-XA' as never, 'Night'),
    ]);
  });

  it('serves a changed row and falls back to the Chinese label where a language has none', async () => {
    await app.db
      .updateTable('label_translation')
      .set({ text: 'Turno da manhã' })
      .where('domain', '=', 'reference:SHIFT')
      .where('item_key', '=', '1')
      .where('language', '=', 'pt')
      .execute();
    await app.db
      .deleteFrom('label_translation')
      .where('domain', '=', 'reference:SHIFT')
      .where('item_key', '=', '2')
      .where('language', '=', 'en')
      .execute();
    clock.advance(REFERENCE_CACHE_MS);
    expect((await served('pt'))[0]).toMatchObject({
      name: 'Turno da manhã',
      namePt: 'Turno da manhã',
    });
    const [, night] = await served('en');
    expect(night).toMatchObject({ name: '夜班', nameCn: '夜班', nameEn: '' });
    // The pseudo language derives from English: with no English row it shows the Chinese as is.
    expect((await served('en-XA'))[1].name).toBe('夜班');
  });

  it('holds any language tag as rows, with no column of its own', async () => {
    await app.db
      .insertInto('label_translation')
      .values({ domain: 'reference:SHIFT', item_key: '1', language: 'ja', text: '朝番' })
      .execute();
    const [morning] = await new ReferencesRepository(app.db).optionsByIds('SHIFT', [1]);
    expect(morning.labels).toMatchObject({ 'zh-Hant': '早班', ja: '朝番' });
    // A language the contract does not list is stored, never served: the served names stay.
    expect((await served('ja'))[0].name).toBe('早班');
  });
});
