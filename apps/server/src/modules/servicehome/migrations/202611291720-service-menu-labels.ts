import { sql, type Kysely } from 'kysely';

/** The service menu's translated texts: each base's columns and its label domain. */
const TEXTS = [
  ['name', 'service_menu:name'],
  ['content', 'service_menu:content'],
  ['redirect_url', 'service_menu:redirect_url'],
] as const;

/** Each column suffix and the language tag it becomes. */
const SUFFIXES = [
  ['cn', 'zh-Hant'],
  ['pt', 'pt'],
  ['en', 'en'],
] as const;

/**
 * Issue 42: the service menu's names, contents and links become label_translation rows (item
 * key: the entry's id; migration 202611291600 made the table); every non-empty text is copied
 * and its column dropped.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [base, domain] of TEXTS) {
    for (const [suffix, tag] of SUFFIXES) {
      const column = sql.ref(`${base}_${suffix}`);
      await sql`insert into label_translation (domain, item_key, language, text)
        select ${sql.lit(domain)}, cast(id as varchar(20)), ${sql.lit(tag)}, ${column}
        from service_menu where ${column} <> ''`.execute(db);
      await db.schema.alterTable('service_menu').dropColumn(`${base}_${suffix}`).execute();
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const [base, domain] of TEXTS) {
    for (const [suffix, tag] of SUFFIXES) {
      const name = `${base}_${suffix}`;
      await db.schema
        .alterTable('service_menu')
        .addColumn(name, 'text', (col) => col.notNull().defaultTo(''))
        .execute();
      await sql`update service_menu set ${sql.ref(name)} = coalesce((
          select t.text from label_translation t
          where t.domain = ${sql.lit(domain)}
            and t.item_key = cast(service_menu.id as varchar(20))
            and t.language = ${sql.lit(tag)}), '')`.execute(db);
    }
    await db.deleteFrom('label_translation').where('domain', '=', domain).execute();
  }
}
