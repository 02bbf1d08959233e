import { describe, expect, it } from 'vitest';
import { CV_LABELS } from './cv-pdf-labels.ts';

describe('the generated CV’s labels', () => {
  it('count years and months with each language’s plural forms, never "(s)"', () => {
    for (const labels of Object.values(CV_LABELS))
      for (const months of [0, 1, 2, 12, 13, 25, 120])
        expect(labels.seniority(months)).not.toMatch(/\p{L}\((s|es)\)/u);
    expect(CV_LABELS.pt.seniority(13)).toBe('1 ano 1 mês');
    expect(CV_LABELS.pt.seniority(26)).toBe('2 anos 2 meses');
    expect(CV_LABELS.pt.seniority(0)).toBe('0 anos 0 meses');
    expect(CV_LABELS.zh.seniority(13)).toBe('1 年 1 個月');
  });
});
