import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
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
}

export const DEFAULT_SQLITE_FILE = path.join(process.cwd(), 'data', 'feedback.sqlite');

/**
 * Opens the store and brings its schema up to date. PostgreSQL when `databaseUrl` is set (several
 * servers can share it), otherwise an SQLite file in WAL mode (readers never block the writer).
 */
export async function openDatabase(config: DatabaseConfig = {}): Promise<DatabaseHandle> {
  const handle = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openSqlite(config.sqliteFile ?? DEFAULT_SQLITE_FILE);
  try {
    await migrateToLatest(handle.db as Kysely<unknown>, handle.dialect);
  } catch (error) {
    await handle.db.destroy();
    throw error;
  }
  return handle;
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

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const { Pool } = await import('pg');
  const pool = new Pool({ connectionString, max: 10 });
  return {
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
    dialect: 'postgres',
  };
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
