import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator.ts';

const common = {
  hello: 'Hello, {name}',
  deep: { key: 'Deep {name}' },
  item: '{count, plural, =0 {No items} one {{count} item} other {{count} items}}',
  hash: '{count, plural, one {# file} other {# files}}',
  quoted: "Don't, it''s '{name}'",
  empty: '',
  list: [{ title: 'First {n}' }, { title: 'Second' }],
};
const jobs = { title: 'Jobs', hello: 'Hello from jobs' };

function translator() {
  return new Translator({ lng: 'en', resources: { en: { common, jobs } }, useSuspense: false });
}

describe('the translator', () => {
  it('looks up nested keys in the default namespace and fills in values', () => {
    const t = translator().t;
    expect(t('hello', { name: 'Ana' })).toBe('Hello, Ana');
    expect(t('deep.key', { name: 'Rui' })).toBe('Deep Rui');
    expect(t('hello')).toBe('Hello, {name}');
    expect(t('hello', { name: null })).toBe('Hello, {name}');
    expect(t('empty')).toBe('');
  });

  it('takes the namespace from the key, the options or the fixed list, in that order', () => {
    const i18n = translator();
    expect(i18n.t('jobs:title')).toBe('Jobs');
    expect(i18n.t('title', { ns: 'jobs' })).toBe('Jobs');
    const t = i18n.getFixedT(['jobs', 'common']);
    expect(t('hello')).toBe('Hello from jobs');
    expect(t('item', { count: 2 })).toBe('2 items');
    expect(t('common:hello', { name: 'Li' })).toBe('Hello, Li');
  });

  it('picks the plural form of the language, and the exact form =0 when there is one', () => {
    const t = translator().t;
    expect(t('item', { count: 1 })).toBe('1 item');
    expect(t('item', { count: 5 })).toBe('5 items');
    expect(t('item', { count: 0 })).toBe('No items');
    expect(t('hash', { count: 0 })).toBe('0 files');
    expect(t('hash', { count: 1 })).toBe('1 file');
    expect(t('hash', { count: 1200 })).toBe('1,200 files');
  });

  it('reads ICU apostrophes: a doubled one is one, a lone one is text', () => {
    expect(translator().t('quoted', { name: 'x' })).toBe("Don't, it's 'x'");
  });

  it('writes numbers as the language writes them, and strings as they are', () => {
    const texts = {
      common: { hello: 'Hello, {name}', item: '{count, plural, other {{count} items}}' },
    };
    const write = (lng: string) =>
      new Translator({ lng, resources: { [lng]: texts }, useSuspense: false }).t;
    expect(write('pt')('item', { count: 2351 })).toBe('2.351 items');
    expect(write('en')('item', { count: 2351 })).toBe('2,351 items');
    expect(write('zh-Hant')('item', { count: 2351 })).toBe('2,351 items');
    expect(write('pt')('hello', { name: 1234567.5 })).toBe('Hello, 1.234.567,5');
    expect(write('pt')('hello', { name: '2026' })).toBe('Hello, 2026');
  });

  it('counts in European Portuguese, and reads a form the texts do not write as the other', () => {
    const vagas = { vaga: '{count, plural, one {{count} vaga} other {{count} vagas}}' };
    const t = new Translator({
      lng: 'pt',
      resources: { pt: { common: vagas } },
      useSuspense: false,
    }).t;
    expect(t('vaga', { count: 1 })).toBe('1 vaga');
    expect(t('vaga', { count: 0 })).toBe('0 vagas');
    expect(t('vaga', { count: 2 })).toBe('2 vagas');
    expect(t('vaga', { count: 1_000_000 })).toBe('1.000.000 vagas');
  });

  it('answers the default value or else the key when a text is missing', () => {
    const t = translator().t;
    expect(t('nowhere', { defaultValue: 'Fallback {x}', x: 1 })).toBe('Fallback 1');
    expect(t('jobs:nowhere')).toBe('nowhere');
  });

  it('returns lists and objects only when asked, with their values filled in', () => {
    const t = translator().t;
    expect(t('list', { returnObjects: true, n: 1 })).toEqual([
      { title: 'First 1' },
      { title: 'Second' },
    ]);
    expect(t('list')).toBe('list');
  });

  it('loads a namespace once, and again after a failure', async () => {
    const loader = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ title: 'Loaded' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const i18n = new Translator({ lng: 'pt', loader });
    const seen = vi.fn();
    i18n.subscribe(seen);
    await i18n.loadNamespaces(['jobs']);
    expect(i18n.hasLoadedNamespace('jobs')).toBe(false);
    await Promise.all([i18n.loadNamespaces('jobs'), i18n.loadNamespaces(['jobs'])]);
    expect(loader).toHaveBeenCalledTimes(2);
    expect(loader).toHaveBeenLastCalledWith('pt', 'jobs');
    expect(i18n.t('jobs:title')).toBe('Loaded');
    expect(seen).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});

describe('a fixed t', () => {
  it('stays the same function until texts arrive', async () => {
    const i18n = new Translator({
      lng: 'en',
      resources: { en: { common } },
      loader: () => Promise.resolve(jobs),
    });
    const first = i18n.getFixedT(['jobs', 'common']);
    expect(i18n.getFixedT(['jobs', 'common'])).toBe(first);
    expect(first('title')).toBe('title');
    await i18n.loadNamespaces('jobs');
    const next = i18n.getFixedT(['jobs', 'common']);
    expect(next).not.toBe(first);
    expect(next('title')).toBe('Jobs');
  });
});
