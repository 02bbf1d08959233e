import { z } from 'zod';
import { LIMITS } from './limits.ts';

/** Query of every paged list: page from 0, size default 10 (DESIGN.md). */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSizeDefault),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** Answer of every paged list. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ content: z.array(item), totalElements: z.number().int().min(0) });
}
export interface Page<T> {
  content: T[];
  totalElements: number;
}

/** 0/1 flags as the spec writes them. */
export const FlagSchema = z.union([z.literal(0), z.literal(1)]);
export type Flag = z.infer<typeof FlagSchema>;

export const HealthSchema = z.object({ status: z.literal('ok') });
