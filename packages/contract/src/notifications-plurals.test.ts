import { describe, expect, it } from 'vitest';
import { AUTHORED_LOCALES } from './locales.ts';
import { pluralBlocks, pluralRules, selectPlurals, withoutPlurals } from './plural-message.ts';
import { registeredTexts } from './texts.ts';

/** The values of a notification that are numbers (see notification-texts.ts). */
const NUMBERS = ['count', 'searchCount'];

const messages = AUTHORED_LOCALES.flatMap((locale) =>
  Object.entries(registeredTexts(locale, 'notifications') ?? {}).map(([key, text]) => ({
    where: `${key} ${locale}`,
    locale,
    text,
  })),
);

describe('notification texts count in each language', () => {
  it('write no plural as an optional ending, "(s)"', () => {
    const all = messages.map((m) => m.text);
    expect(all.length).toBeGreaterThan(100);
    for (const text of all) expect(JSON.stringify(text)).not.toMatch(/\p{L}\((s|es)\)/u);
  });

  it('put every number in a plural block with the forms the language has', () => {
    const counted = messages.filter((m) => NUMBERS.some((n) => m.text.includes(`{${n}`)));
    expect(counted.length).toBeGreaterThan(5);
    for (const { where, locale, text } of counted) {
      const forms = pluralRules(locale).resolvedOptions().pluralCategories;
      // Chinese has one form: a bare number reads right.
      if (forms.length === 1) continue;
      for (const name of NUMBERS) expect(withoutPlurals(text), where).not.toContain(`{${name}}`);
      const blocks = pluralBlocks(text);
      expect(blocks.length, where).toBeGreaterThan(0);
      for (const block of blocks)
        for (const form of forms.filter((f) => f !== 'many'))
          expect(block.forms.has(form), `${where}: ${form}`).toBe(true);
    }
  });

  it('choose the form by the number, in European Portuguese', () => {
    const message = '{count, plural, one {# vaga} other {# vagas}}';
    expect(selectPlurals(message, 'pt', { count: 1 })).toBe('1 vaga');
    expect(selectPlurals(message, 'pt', { count: 0 })).toBe('0 vagas');
    expect(selectPlurals(message, 'pt', { count: 1_000_000 })).toBe('1.000.000 vagas');
    expect(
      selectPlurals('{count, plural, one {# vacancy} other {# vacancies}}', 'en', { count: 2 }),
    ).toBe('2 vacancies');
  });
});
