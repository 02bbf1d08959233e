import type { DB, Dialect } from '../database.ts';
import { planSeed, type SeedOptions } from './seed-plan.ts';
import {
  countVacancies,
  writeDemoData,
  writeReferenceData,
  type DemoDataCounts,
  type ReferenceDataCounts,
} from './seed-writer.ts';

export { DEMO_VACANCIES, planSeed, type SeedOptions } from './seed-plan.ts';
export { countVacancies, type DemoDataCounts, type ReferenceDataCounts } from './seed-writer.ts';

/** Reference options and the job-class catalog: needed by every database, demo or not. */
export function seedReferenceData(db: DB): Promise<ReferenceDataCounts> {
  return writeReferenceData(db);
}

/**
 * Fills a database that has no vacancies with the deterministic demo data (employers, events,
 * vacancies), after the reference data. Answers null when vacancies already exist.
 */
export async function seedDemoData(
  db: DB,
  dialect: Dialect,
  options: SeedOptions,
): Promise<DemoDataCounts | null> {
  await writeReferenceData(db);
  if ((await countVacancies(db)) > 0) return null;
  return writeDemoData(db, dialect, planSeed(options));
}
