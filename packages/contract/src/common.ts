import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { paramInteger } from './validation.ts';

/** Query of every paged list: page from 0, size default 10 (docs/design.md). */
export const PageQuerySchema = z.object({
  page: paramInteger(0, 100_000).default(0),
  size: paramInteger(1, LIMITS.pageSizeMax).default(LIMITS.pageSizeDefault),
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

/** The answer of an endpoint that answers 204 No Content: nothing. */
export const NoContentSchema = z.null();
