import { describe, expect, it } from 'vitest';
import { API_LANGUAGES } from '@vaga/contract';
import { cvLabels } from './cv-pdf-labels.ts';

describe('the generated CV’s labels', () => {
  it('count years and months with each language’s plural forms, never "(s)"', () => {
    for (const lang of API_LANGUAGES)
      for (const months of [0, 1, 2, 12, 13, 25, 120])
        expect(cvLabels(lang).seniority(months)).not.toMatch(/\p{L}\((s|es)\)/u);
    expect(cvLabels('pt').seniority(13)).toBe('1 ano 1 mês');
    expect(cvLabels('pt').seniority(26)).toBe('2 anos 2 meses');
    expect(cvLabels('pt').seniority(0)).toBe('0 anos 0 meses');
    expect(cvLabels('zh').seniority(13)).toBe('1 年 1 個月');
    expect(cvLabels('zh-Hans').seniority(13)).toBe('1 年 1 个月');
  });

  it('are every language’s own words, the sexes too', () => {
    expect(cvLabels('zh').title).toBe('個人履歷');
    expect(cvLabels('zh-Hans').title).toBe('个人简历');
    expect(cvLabels('en').experience).toBe('Work experience');
    expect(cvLabels('pt').sexes).toEqual({ 1: 'Masculino', 2: 'Feminino' });
  });
});
