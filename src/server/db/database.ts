import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { migrateToLatest, type Dialect } from './migrations';
import type { Database } from './schema';

export type { Database } from './schema';
export type { Dialect } from './migrations';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
}

export interface DatabaseConfig {
  /** A PostgreSQL connection string; without it the store is SQLite. */
  databaseUrl?: string;
  /** The SQLite file (created with its folder if missing). Default `data/feedback.sqlite`. */
  sqliteFile?: string;
  /** PostgreSQL only: a schema of its own (created if missing) instead of the default `public`. */
  schema?: string;
}

export const DEFAULT_SQLITE_FILE = path.join(process.cwd(), 'data', 'feedback.sqlite');

/**
 * Opens the store and brings its schema up to date. PostgreSQL when `databaseUrl` is set (several
 * servers can share it), otherwise an SQLite file in WAL mode (readers never block the writer).
 */
export async function openDatabase(config: DatabaseConfig = {}): Promise<DatabaseHandle> {
  const handle = config.databaseUrl
    ? await openPostgres(config.databaseUrl, config.schema)
    : await openSqlite(config.sqliteFile ?? DEFAULT_SQLITE_FILE);
  try {
    await migrateToLatest(
      handle.db as Kysely<unknown>,
      handle.dialect,
      await currentSchema(handle),
    );
  } catch (error) {
    await handle.db.destroy();
    throw error;
  }
  return handle;
}

/**
 * PostgreSQL's schema for this connection. Kysely's migrator, told no schema, takes a bookkeeping
 * table in any schema of the database for its own, so it is always told this one.
 */
async function currentSchema({ db, dialect }: DatabaseHandle): Promise<string | undefined> {
  if (dialect !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0].schema;
}

async function openSqlite(file: string): Promise<DatabaseHandle> {
  // Loaded on demand: a PostgreSQL deployment never loads the native module.
  const { default: SQLite } = await import('better-sqlite3');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  // FULL: a commit is on disk before the 201 goes out, even if the machine loses power.
  database.pragma('synchronous = FULL');
  database.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }),
    dialect: 'sqlite',
  };
}

async function openPostgres(connectionString: string, schema?: string): Promise<DatabaseHandle> {
  const { Pool } = await import('pg');
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) {
    throw new Error(
      `PostgreSQL schema must be a plain lower-case name, not ${JSON.stringify(schema)}`,
    );
  }
  const pool = new Pool({
    connectionString,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // A connection that breaks while idle (the database restarted) is reported here; without a
  // listener the error would end the process. The pool replaces it on the next query.
  pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  return { db, dialect: 'postgres' };
}

/**
 * The store is one per process, kept on `globalThis`: the production server's fast feedback path
 * (src/server/productionServer.ts) and Next's route handlers are bundled separately, and two
 * copies of this module must still share one connection and one group-commit writer.
 */
const SHARED = Symbol.for('mui-x-docs.feedback-database');
const holder = globalThis as typeof globalThis & { [SHARED]?: Promise<DatabaseHandle> };

/** The server's store, opened once from the environment (`DATABASE_URL`, `FEEDBACK_SQLITE_FILE`). */
export function getDatabase(): Promise<DatabaseHandle> {
  holder[SHARED] ??= openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    sqliteFile: process.env.FEEDBACK_SQLITE_FILE || undefined,
  }).catch((error) => {
    holder[SHARED] = undefined; // Try again on the next request rather than failing forever.
    throw error;
  });
  return holder[SHARED];
}
