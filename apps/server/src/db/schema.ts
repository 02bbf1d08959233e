/**
 * The database's tables, for Kysely's types. Each module declares its own tables in
 * `modules/<feature>/<feature>.tables.ts`; this interface joins them.
 *
 * Portable column rules (SQLite and PostgreSQL alike): instants are ISO-8601 UTC text
 * (`Date#toISOString()`, so they sort as text), dates are `YYYY-MM-DD` text, flags are 0/1
 * integers, money is an integer amount of MOP.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database {}
