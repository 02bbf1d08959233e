import { describe, expect, it } from 'vitest';
import { labelInLanguage, pickBySuffix, pickColumn, pickLocalized } from './localized.ts';
import { toSimplified } from './simplified.ts';
import { sectionOfField } from './profile.ts';

describe('localized columns', () => {
  it('picks the column of the language, falling back to Chinese when it is empty', () => {
    const row = { title_cn: '文員', title_pt: 'Escriturário', title_en: '' };
    expect(pickColumn(row, 'title', 'zh')).toBe('文員');
    expect(pickColumn(row, 'title', 'pt')).toBe('Escriturário');
    expect(pickColumn(row, 'title', 'en')).toBe('文員');
    expect(pickColumn({}, 'title', 'pt')).toBe('');
  });

  it('reads names stored as nameCn/namePt/nameEn and texts in the three languages alike', () => {
    const row = { nameCn: '中文', namePt: '', nameEn: 'Chinese' };
    expect(pickBySuffix(row, 'pt')).toBe('中文');
    expect(pickBySuffix(row, 'en')).toBe('Chinese');
    expect(pickLocalized({ zh: '是', pt: 'Sim', en: 'Yes' }, 'pt')).toBe('Sim');
  });
});

describe('resume sections', () => {
  it('knows the section of each top-level field, and none for fields outside them', () => {
    expect(sectionOfField('bod')).toBe('personalInfo');
    expect(sectionOfField('mobileNum')).toBe('contactInfo');
    expect(sectionOfField('experienceList')).toBe('experienceInfo');
    expect(sectionOfField('isPublic')).toBeNull();
    expect(sectionOfField('toString')).toBeNull();
  });
});

describe('labels by language tag', () => {
  const labels = { 'zh-Hant': '廚師', pt: 'Cozinheiro', ja: 'コック' };

  it('reads a language’s own row, and the Chinese one where it has none or a copy of it', () => {
    expect(labelInLanguage(labels, 'zh')).toBe('廚師');
    expect(labelInLanguage(labels, 'pt')).toBe('Cozinheiro');
    expect(labelInLanguage(labels, 'en')).toBe('廚師');
    expect(labelInLanguage({ 'zh-Hant': '廚師', en: '廚師' }, 'en')).toBe('廚師');
    expect(labelInLanguage({}, 'pt')).toBe('');
  });

  it('converts a derived language’s label from its source’s row', () => {
    expect(labelInLanguage({ 'zh-Hant': '廚師' }, 'zh-Hans')).toBe(toSimplified('廚師'));
  });
});
