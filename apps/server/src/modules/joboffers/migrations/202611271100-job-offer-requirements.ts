import type { Kysely } from 'kysely';

/**
 * Skill fit (issue 32): a vacancy's structured requirements beyond education and experience —
 * languages with spoken and written levels, driving licences, skills — as the contract's
 * VacancyRequirements JSON; null (as for every vacancy before) requires none. A posting keeps
 * them in its values JSON, so its table needs no column.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('job_offer').addColumn('requirements_json', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('job_offer').dropColumn('requirements_json').execute();
}
