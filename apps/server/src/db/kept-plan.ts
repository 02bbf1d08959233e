import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';

/**
 * Marks a statement whose PostgreSQL plan is worth keeping: a complex statement run on every
 * request, whose planning costs as much as its execution (the search page: six branches, 6–7 ms
 * to plan). It ends the statement's text as a comment, so every reader of the text (the read
 * check, the replica's routing, SQLite) sees the statement as it was.
 */
export const KEPT_PLAN = '/* kept plan */';

/** `query`, marked to be sent as a named prepared statement on PostgreSQL (keptPlanName()). */
export function keptPlan<T>(query: RawBuilder<T>): RawBuilder<T> {
  return sql<T>`${query} ${sql.raw(KEPT_PLAN)}`;
}

/**
 * The names of the marked texts met, so a text run again is hashed once, not on every page (the
 * search's text is about 5 KB). The texts are a bounded set; the cap only bounds a mistake.
 */
const namesByText = new Map<string, string>();
const MAX_KEPT_NAMES = 512;

/**
 * The prepared statement's name for a marked statement's text, or undefined for any other. The
 * name follows the text, so one text is prepared once per connection, and PostgreSQL keeps its
 * plan: after five runs with custom plans it uses one generic plan when that costs no more, and
 * plans no more. Each text is one of a bounded set (the search's filters and orders combined).
 */
export function keptPlanName(text: string): string | undefined {
  if (!text.endsWith(KEPT_PLAN)) return undefined;
  let name = namesByText.get(text);
  if (name === undefined) {
    name = `vaga_${createHash('sha1').update(text).digest('hex')}`;
    if (namesByText.size >= MAX_KEPT_NAMES) namesByText.clear();
    namesByText.set(text, name);
  }
  return name;
}
