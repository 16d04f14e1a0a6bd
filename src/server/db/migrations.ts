import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

/**
 * Schema changes, in order. Each runs once per database, inside a transaction, at start-up
 * (`migrateToLatest`). Never edit a migration that has shipped: add the next one.
 * Written in Kysely's schema builder, so the same code runs on SQLite and PostgreSQL.
 */
const migrations = (dialect: Dialect): Record<string, Migration> => ({
  '0001_create_feedback': {
    async up(db: Kysely<unknown>) {
      const postgres = dialect === 'postgres';
      await db.schema
        .createTable('feedback')
        .addColumn('id', postgres ? 'bigserial' : 'integer', (column) =>
          postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
        )
        .addColumn('pathname', 'text', (column) => column.notNull())
        .addColumn('rating', 'smallint', (column) => column.notNull().check(sql`rating in (0, 1)`))
        .addColumn('comment', 'text')
        .addColumn('section_id', 'text')
        .addColumn('section_title', 'text')
        .addColumn('language', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('feedback_pathname_created_at')
        .on('feedback')
        .columns(['pathname', 'created_at'])
        .execute();
      await db.schema
        .createIndex('feedback_created_at')
        .on('feedback')
        .column('created_at')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('feedback').execute();
    },
  },
  // Rate-limit buckets shared by every server on one PostgreSQL (src/server/databaseRateLimit.ts);
  // created on SQLite too, so both stores keep one schema, though a single server counts in memory.
  '0002_create_rate_limit': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rate_limit')
        .addColumn('client_key', 'text', (column) => column.primaryKey())
        .addColumn('units', 'bigint', (column) => column.notNull())
        .addColumn('updated_ms', 'bigint', (column) => column.notNull())
        .addColumn('allowed', 'boolean', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('rate_limit_updated_ms')
        .on('rate_limit')
        .column('updated_ms')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('rate_limit').execute();
    },
  },
});

/** Applies every pending migration; throws (with the failing migration's name) if one fails. */
export async function migrateToLatest(db: Kysely<unknown>, dialect: Dialect, schema?: string) {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  // With a schema, Kysely's own bookkeeping tables live there too (it looks for them by schema).
  const migrator = new Migrator({ db, provider, migrationTableSchema: schema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
