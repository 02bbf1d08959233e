import { describe, expect, it } from 'vitest';
import { webErrorMessage } from './errors.ts';
import { fitLanguageName, yearsLabel } from './fit-rules.ts';
import { SALARY_UNITS, salaryUnitName } from './joboffers.ts';
import { LANGUAGE_LIST, type ApiLanguage, type Locale } from './languages.ts';
import { erasureWithdrawalReason } from './mydata-open-items.ts';
import { NOTIFICATION_KINDS } from './notifications.ts';
import { quotedList } from './quoted-list.ts';
import { rawText, text } from './texts.ts';

/**
 * The texts that were objects of three languages in code, now in the catalogues: every language
 * of the list has each, zh-Hans generated, the counts in each language's plural forms.
 */
const wires = LANGUAGE_LIST.map((language) => language.wire as ApiLanguage);
const tags = LANGUAGE_LIST.map((language) => language.tag as Locale);

describe('the fit’s names', () => {
  it('are written in every language, the requirements’ languages too', () => {
    for (const wire of wires) {
      expect(fitLanguageName('portuguese', wire), wire).not.toMatch(/^language\./);
      expect(yearsLabel(2, wire), wire).toMatch(/2/);
    }
    expect(wires.map((wire) => fitLanguageName('cantonese', wire))).toEqual([
      '粵語',
      '粤语',
      'Cantonês',
      'Cantonese',
      expect.stringMatching(/^\[Çàñţöñéšé ~+\]$/u),
    ]);
  });

  it('count years in each language’s plural forms (European Portuguese: 0 anos)', () => {
    expect([0, 1, 2].map((years) => yearsLabel(years, 'pt'))).toEqual([
      '0 anos',
      '1 ano',
      '2 anos',
    ]);
    expect([0, 1, 2].map((years) => yearsLabel(years, 'en'))).toEqual([
      '0 years',
      '1 year',
      '2 years',
    ]);
    expect(yearsLabel(1, 'zh')).toBe('1 年');
    expect(yearsLabel(1200, 'pt')).toBe('1.200 anos');
  });
});

describe('the reason an erasure withdraws a record', () => {
  it('is written in every language, 資料 as 资料 in Simplified Chinese', () => {
    expect(wires.map(erasureWithdrawalReason)).toEqual([
      '當事人已刪除其資料',
      '当事人已删除其资料',
      'A pessoa apagou os seus dados',
      'The person erased their data',
      expect.stringMatching(/^\[Ţĥé þéŕšöñ .* ~+\]$/u),
    ]);
  });
});

describe('a list of quoted names', () => {
  it('quotes and lists as each language does', () => {
    const names = ['A', 'B', 'C'];
    expect(quotedList(names, 'zh-Hant')).toBe('「A」、「B」和「C」');
    expect(quotedList(names, 'zh-Hans')).toBe('「A」、「B」和「C」');
    expect(quotedList(names, 'pt')).toBe('«A», «B» e «C»');
    expect(quotedList(names, 'en')).toBe('"A", "B", and "C"');
    expect(quotedList(['A'], 'en')).toBe('"A"');
  });
});

describe('the unsubscribe page and the contact address’s e-mail', () => {
  it('have every word in every language, each kind of notification named', () => {
    for (const tag of tags) {
      for (const kind of NOTIFICATION_KINDS)
        expect(
          rawText(tag, 'notifications', `unsubscribe.kind.${kind}`),
          `${tag} ${kind}`,
        ).toBeTruthy();
      expect(rawText(tag, 'notifications', 'contactEmail.subject'), tag).toBeTruthy();
    }
    expect(
      text('pt', 'notifications', 'unsubscribe.done', {
        kind: text('pt', 'notifications', 'unsubscribe.kind.alerts'),
      }),
    ).toBe('Deixou de receber e-mails sobre alertas de emprego.');
  });

  it('count the hours a link works in each language’s plural forms', () => {
    const body = (language: string, hours: number) =>
      text(language, 'notifications', 'contactEmail.body', { hours, link: 'L' });
    expect(body('en', 24)).toContain('within 24 hours to confirm');
    expect(body('en', 1)).toContain('within an hour to confirm');
    expect(body('pt', 24)).toContain('nas próximas 24 horas');
    expect(body('pt', 1)).toContain('na próxima hora');
    expect(body('zh-Hant', 24)).toContain('請於 24 小時內打開');
    expect(body('zh-Hans', 24)).toContain('请于 24 小时内打开');
    expect(body('en', 24)).toContain('\nL\n');
  });
});

describe('the vacancies’ words', () => {
  it('name every salary unit in every language', () => {
    for (const wire of wires)
      for (const unit of SALARY_UNITS)
        expect(salaryUnitName(unit, wire), `${wire} ${unit}`).not.toMatch(/^salaryUnit\./);
    expect(wires.map((wire) => salaryUnitName('WEEK', wire)).slice(0, 4)).toEqual([
      '週',
      '周',
      'semana',
      'week',
    ]);
    expect(text('pt', 'joboffers', 'companyType.3')).toBe('Entidade sem fins lucrativos');
    expect(text('zh-Hans', 'joboffers', 'posting.macao')).toBe('澳门');
  });

  it('give the web app’s own failures their message in every language', () => {
    for (const tag of tags) {
      expect(webErrorMessage('NETWORK_ERROR', tag), tag).not.toMatch(/^web\./);
      expect(webErrorMessage('REQUEST_CANCELLED', tag), tag).not.toMatch(/^web\./);
    }
    expect(webErrorMessage('REQUEST_CANCELLED', 'pt')).toBe('Pedido cancelado');
  });
});
