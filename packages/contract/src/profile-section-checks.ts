import { z } from 'zod';

/** What the sections' refinements share: reporting an issue, blank texts, repeated entries. */

export type Ctx = z.core.$RefinementCtx;
export const issue = (ctx: Ctx, path: (string | number)[], message: string) =>
  ctx.addIssue({ code: 'custom', path, message, input: undefined });

export const isBlank = (value: string | null | undefined) => !value || value.trim() === '';
export const EMAIL = z.email();

export function duplicates<T>(items: T[], key: (item: T) => string): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  items.forEach((item, index) => {
    const k = key(item);
    if (seen.has(k)) repeated.push(index);
    seen.add(k);
  });
  return repeated;
}
