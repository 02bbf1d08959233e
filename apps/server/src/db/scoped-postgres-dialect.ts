import {
  PostgresDialect,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';

/**
 * What the migrator asks of the database (does the migration table exist?), answered from the
 * connection's own schema only. Kysely's own PostgreSQL introspection reads every column of
 * every schema and calls `pg_get_serial_sequence` on each, which fails when another schema is
 * dropped at that moment — as happens when many databases share one server, one schema each.
 * Table names are answered without their columns: nothing of ours reads them.
 */
class OwnSchemaIntrospector implements DatabaseIntrospector {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  constructor(private readonly db: Kysely<any>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{
      name: string;
    }>`select nspname as name from pg_catalog.pg_namespace`.execute(this.db);
    return rows.map((row) => ({ name: row.name }));
  }

  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ schema: string; name: string; kind: string }>`
      select n.nspname as schema, c.relname as name, c.relkind as kind
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'p', 'v', 'm')`.execute(this.db);
    return rows.map((row) => ({
      schema: row.schema,
      name: row.name,
      isView: row.kind === 'v' || row.kind === 'm',
      columns: [],
    }));
  }

  async getMetadata(_options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables() };
  }
}

/** PostgreSQL whose introspection stays inside the connection's schema (see above). */
export class ScopedPostgresDialect extends PostgresDialect {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db);
  }
}
