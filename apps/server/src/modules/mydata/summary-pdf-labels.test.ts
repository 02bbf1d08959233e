import { describe, expect, it } from 'vitest';
import { API_LANGUAGES } from '@vaga/contract';
import { summaryLabels } from './summary-pdf-labels.ts';

describe('the PDF summary’s texts', () => {
  it('write counts and years as each language writes numbers', () => {
    const grouped = { zh: '12,345', 'zh-Hans': '12,345', pt: '12.345', en: '12,345' } as const;
    for (const lang of API_LANGUAGES) {
      const t = summaryLabels(lang);
      for (const text of [t.count(12345), t.retention(12345)]) {
        expect(text, lang).toContain(grouped[lang]);
        expect(text, lang).not.toMatch(/\d{5}/);
      }
    }
  });

  it('count years with each language’s plural forms', () => {
    expect(summaryLabels('en').retention(1)).toContain('deleted 1 year after');
    expect(summaryLabels('en').retention(5)).toContain('deleted 5 years after');
    expect(summaryLabels('pt').retention(1)).toContain('apagados 1 ano depois');
    expect(summaryLabels('pt').retention(5)).toContain('apagados 5 anos depois');
    expect(summaryLabels('zh').retention(5)).toContain('於紀錄結束後 5 年刪除');
  });

  it('are read from the catalogue of the language, zh-Hans its generated one', () => {
    expect(summaryLabels('zh-Hans').title).toBe('我的个人资料');
    expect(summaryLabels('zh-Hans').kinds.account).toBe('账户');
    expect(summaryLabels('pt').viewedByEmployer('ACME', '2026-11-29 10:00')).toBe(
      'Consultado pelo empregador ACME em 2026-11-29 10:00',
    );
  });
});
