import { sql, type Kysely } from 'kysely';

/** The stored name columns and the language tag each becomes. */
const NAME_COLUMNS = [
  ['name_cn', 'zh-Hant'],
  ['name_pt', 'pt'],
  ['name_en', 'en'],
] as const;

/** Each table whose names move, and its label domain (JOB_CLASS_GROUP_LABELS, JOB_CLASS_LABELS). */
const TABLES = ['job_class_group', 'job_class'] as const;

/**
 * Issue 42: the names of job-class groups and job classes become label_translation rows
 * (domain = the table's name, item key = the id; migration 202611291600 made the table); every
 * non-empty name is copied and the name columns dropped.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    for (const [column, tag] of NAME_COLUMNS) {
      await sql`insert into label_translation (domain, item_key, language, text)
        select ${sql.lit(table)}, cast(id as varchar(20)), ${sql.lit(tag)}, ${sql.ref(column)}
        from ${sql.table(table)} where ${sql.ref(column)} <> ''`.execute(db);
    }
    for (const [column] of NAME_COLUMNS) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    for (const [column, tag] of NAME_COLUMNS) {
      await db.schema
        .alterTable(table)
        .addColumn(column, 'text', (col) => col.notNull().defaultTo(''))
        .execute();
      await sql`update ${sql.table(table)} set ${sql.ref(column)} = coalesce((
          select t.text from label_translation t
          where t.domain = ${sql.lit(table)}
            and t.item_key = cast(${sql.ref(`${table}.id`)} as varchar(20))
            and t.language = ${sql.lit(tag)}), '')`.execute(db);
    }
    await db.deleteFrom('label_translation').where('domain', '=', table).execute();
  }
}
