import { sql, type Kysely } from 'kysely';

/** The stored name columns of reference options and the language tag each becomes. */
const NAME_COLUMNS = [
  ['name_cn', 'zh-Hant'],
  ['name_pt', 'pt'],
  ['name_en', 'en'],
] as const;

/**
 * Issue 42: translated labels are rows of `label_translation` keyed by (domain, item, language),
 * not a column per language. The reference options' names are copied there (empty names are
 * left out: a missing label falls back to the Chinese one) and their name columns dropped.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('label_translation')
    .addColumn('domain', 'varchar(60)', (col) => col.notNull())
    .addColumn('item_key', 'varchar(60)', (col) => col.notNull())
    .addColumn('language', 'varchar(20)', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('label_translation_pk', ['domain', 'item_key', 'language'])
    .execute();
  for (const [column, tag] of NAME_COLUMNS) {
    await sql`insert into label_translation (domain, item_key, language, text)
      select 'reference:' || type, cast(id as varchar(20)), ${sql.lit(tag)}, ${sql.ref(column)}
      from reference_option where ${sql.ref(column)} <> ''`.execute(db);
  }
  for (const [column] of NAME_COLUMNS) {
    await db.schema.alterTable('reference_option').dropColumn(column).execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const [column, tag] of NAME_COLUMNS) {
    await db.schema
      .alterTable('reference_option')
      .addColumn(column, 'text', (col) => col.notNull().defaultTo(''))
      .execute();
    await sql`update reference_option set ${sql.ref(column)} = coalesce((
        select t.text from label_translation t
        where t.domain = 'reference:' || reference_option.type
          and t.item_key = cast(reference_option.id as varchar(20))
          and t.language = ${sql.lit(tag)}), '')`.execute(db);
  }
  await db.schema.dropTable('label_translation').execute();
}
