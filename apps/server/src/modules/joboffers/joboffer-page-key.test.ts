import { describe, expect, it } from 'vitest';
import { pageKey } from './joboffer-row-pages.ts';
import { compileExactSearch, compileSearch } from './search/query-builder.ts';

const BASE = {
  localOnly: true,
  search: null,
  sort: 'publishDate,desc' as const,
  offset: 0,
  limit: 10,
};

describe('the cache key of a list or search page', () => {
  it('differs whenever one criterion does, a class of a group and of a subcategory apart', () => {
    const cook = compileSearch('cook');
    const variants = [
      BASE,
      { ...BASE, localOnly: false },
      { ...BASE, eventId: 1 },
      { ...BASE, categoryGroupId: 1 },
      { ...BASE, categoryId: 1 },
      { ...BASE, categoryGroupId: 1, categoryId: 2 },
      { ...BASE, categoryGroupId: 2, categoryId: 1 },
      { ...BASE, salaryFrom: 1000 },
      { ...BASE, salaryTo: 1000 },
      { ...BASE, educationId: 3 },
      { ...BASE, experience: 0 },
      { ...BASE, experience: 1 },
      { ...BASE, maxRequiredYears: 1 },
      { ...BASE, ids: [1, 2] },
      { ...BASE, ids: [12] },
      { ...BASE, sort: 'relevance' as const },
      { ...BASE, offset: 10 },
      { ...BASE, limit: 20 },
      { ...BASE, search: cook },
      { ...BASE, search: compileSearch('cooking') },
      { ...BASE, search: cook, ownWords: compileExactSearch(cook!.terms) ?? undefined },
    ];
    const keys = variants.map(pageKey);
    expect(new Set(keys).size).toBe(variants.length);
  });

  it('is the same for the same criteria, whatever their order', () => {
    expect(pageKey({ ...BASE, categoryId: 1, categoryGroupId: 2 })).toBe(
      pageKey({ categoryGroupId: 2, ...BASE, categoryId: 1 }),
    );
  });
});
