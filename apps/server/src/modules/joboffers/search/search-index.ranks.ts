import { sql } from 'kysely';
import type { DB } from '../../../db/database.ts';
import { rankLexeme, tsvectorLiteral, type RankGroup } from './query-builder.ts';
import type { IndexEntry } from './index-entry.ts';

/** The rank document of these tokens, each marked with its group (rankLexeme()). */
export function rankDocument(...groups: [RankGroup, readonly string[]][]): string {
  const tokens = groups.flatMap(([group, list]) => list.map((t) => rankLexeme(group, t)));
  return tsvectorLiteral([{ weight: 'D', tokens }]);
}

/**
 * The rank documents of the employers and job classes of these entries, one per employer and
 * per class and group (the last entry's names win), in key order so that two writers lock rows
 * in the same order.
 */
export function nameDocuments(entries: readonly IndexEntry[]) {
  const employers = new Map<number, string>();
  const classes = new Map<string, { classId: number; groupId: number; rank: string }>();
  for (const { names, employerTokens, classTokens } of entries) {
    employers.set(names.employerId, rankDocument(['e', employerTokens]));
    classes.set(`${names.classId}:${names.groupId}`, {
      classId: names.classId,
      groupId: names.groupId,
      rank: rankDocument(['c', classTokens]),
    });
  }
  const byEmployer = [...employers].sort(([a], [b]) => a - b);
  const byClass = [...classes.values()].sort(
    (a, b) => a.classId - b.classId || a.groupId - b.groupId,
  );
  return {
    employers: { ids: byEmployer.map(([id]) => id), ranks: byEmployer.map(([, rank]) => rank) },
    classes: {
      classIds: byClass.map((c) => c.classId),
      groupIds: byClass.map((c) => c.groupId),
      ranks: byClass.map((c) => c.rank),
    },
  };
}

/**
 * PostgreSQL: writes the rank documents of employers and job classes (migration 202611261000),
 * only where they changed, so vacancies of the same employer indexed again write nothing.
 */
export async function writeNameDocuments(
  trx: DB,
  { employers, classes }: ReturnType<typeof nameDocuments>,
): Promise<void> {
  await sql`insert into job_offer_search_employer (employer_id, rank_document)
    select id, cast(rank as tsvector)
    from unnest(cast(${employers.ids} as integer[]), cast(${employers.ranks} as text[])) as n(id, rank)
    on conflict (employer_id) do update set rank_document = excluded.rank_document
    where job_offer_search_employer.rank_document <> excluded.rank_document`.execute(trx);
  await sql`insert into job_offer_search_class (job_class_id, job_class_group_id, rank_document)
    select class_id, group_id, cast(rank as tsvector)
    from unnest(cast(${classes.classIds} as integer[]), cast(${classes.groupIds} as integer[]),
      cast(${classes.ranks} as text[])) as n(class_id, group_id, rank)
    on conflict (job_class_id, job_class_group_id) do update set rank_document = excluded.rank_document
    where job_offer_search_class.rank_document <> excluded.rank_document`.execute(trx);
}
