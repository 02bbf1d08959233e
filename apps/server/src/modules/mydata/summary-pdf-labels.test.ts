import { inApiLanguage } from '@vaga/contract';
import { describe, expect, it } from 'vitest';
import { API_LANGUAGES } from '@vaga/contract';
import { SUMMARY_LABELS } from './summary-pdf-labels.ts';

describe('the PDF summary’s texts', () => {
  it('write counts and years as each language writes numbers', () => {
    const grouped = { zh: '12,345', 'zh-Hans': '12,345', pt: '12.345', en: '12,345' } as const;
    for (const lang of API_LANGUAGES) {
      const t = inApiLanguage(SUMMARY_LABELS, lang);
      for (const text of [t.count(12345), t.retention(12345)]) {
        expect(text, lang).toContain(grouped[lang]);
        expect(text, lang).not.toMatch(/\d{5}/);
      }
    }
  });
});
