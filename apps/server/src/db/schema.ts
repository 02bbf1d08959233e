/**
 * The database's tables, for Kysely's types. The interface is empty here: each module declares
 * its own tables in `modules/<feature>/<feature>.tables.ts` (the platform's in
 * `platform/*.tables.ts`) and adds them to it there, by augmenting this module:
 *
 *     declare module '../../db/schema.ts' {
 *       interface Database extends FeatureTables {}
 *     }
 *
 * so a new module's tables edit no shared file.
 *
 * Portable column rules (SQLite and PostgreSQL alike): instants are ISO-8601 UTC text
 * (`Date#toISOString()`, so they sort as text), dates are `YYYY-MM-DD` text, flags are 0/1
 * integers, money is an integer amount of MOP.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by augmentation
export interface Database {}
