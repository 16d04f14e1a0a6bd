import { sql, type Insertable } from 'kysely';
import type { Database, DatabaseHandle } from './db/database';

/** One accepted submission, as the endpoint validated it. */
export interface NewFeedback {
  pathname: string;
  rating: 0 | 1;
  comment?: string;
  sectionId?: string;
  sectionTitle?: string;
  language: string;
}

export interface StoredFeedback extends Required<
  Pick<NewFeedback, 'pathname' | 'rating' | 'language'>
> {
  id: number;
  comment: string | null;
  sectionId: string | null;
  sectionTitle: string | null;
  createdAt: string;
}

export interface FeedbackFilters {
  pathname?: string;
  /** Inclusive lower bound, ISO 8601. */
  from?: string;
  /** Exclusive upper bound, ISO 8601. */
  to?: string;
  rating?: 0 | 1;
  limit: number;
}

export interface PageSummary {
  pathname: string;
  up: number;
  down: number;
  /** up / (up + down), 0 to 1. */
  ratio: number;
  latestComments: {
    comment: string;
    rating: 0 | 1;
    createdAt: string;
    sectionTitle: string | null;
  }[];
}

export interface DailyVotes {
  /** `YYYY-MM-DD` (UTC). */
  day: string;
  up: number;
  down: number;
}

/**
 * Stores one submission and returns its id once the write is committed.
 *
 * Group commit: submissions that arrive while a write is in progress are queued and written
 * together in the next transaction, so one disk sync (SQLite `synchronous=FULL`) or one PostgreSQL
 * commit covers many of them. Each caller still learns its own id only after its row is committed;
 * if the transaction fails, every submission in it fails (and none is stored).
 */
export function insertFeedback(
  handle: DatabaseHandle,
  entry: NewFeedback,
  now: Date = new Date(),
): Promise<number> {
  let writer = writers.get(handle);
  if (!writer) {
    writer = createWriter(handle);
    writers.set(handle, writer);
  }
  return writer(toRow(entry, now));
}

/** 500 rows of 7 values stay under SQLite's 32,766 bound parameters per statement. */
const MAX_BATCH = 500;
type Row = Insertable<Database['feedback']>;
const writers = new WeakMap<DatabaseHandle, (row: Row) => Promise<number>>();

function createWriter({ db }: DatabaseHandle) {
  let queue: { row: Row; resolve: (id: number) => void; reject: (error: unknown) => void }[] = [];
  let writing = false;

  async function flush() {
    writing = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, MAX_BATCH);
      queue = queue.slice(batch.length);
      try {
        // One statement for the batch: one parse and plan instead of one per row. Row ids are
        // given in the order of the VALUES list, so the ascending ids match the batch in order.
        const returned = await db
          .insertInto('feedback')
          .values(batch.map(({ row }) => row))
          .returning('id')
          .execute();
        const ids = returned.map(({ id }) => Number(id)).sort((a, b) => a - b);
        if (ids.length !== batch.length)
          throw new Error(`Stored ${ids.length} of ${batch.length} rows`);
        batch.forEach(({ resolve }, index) => resolve(ids[index]));
      } catch (error) {
        batch.forEach(({ reject }) => reject(error));
      }
    }
    writing = false;
  }

  return (row: Row) =>
    new Promise<number>((resolve, reject) => {
      queue.push({ row, resolve, reject });
      // Wait one turn so submissions arriving together share a transaction.
      if (!writing) {
        writing = true;
        setImmediate(flush);
      }
    });
}

function toRow(entry: NewFeedback, now: Date): Row {
  return {
    pathname: entry.pathname,
    rating: entry.rating,
    comment: entry.comment ?? null,
    section_id: entry.sectionId ?? null,
    section_title: entry.sectionTitle ?? null,
    language: entry.language,
    created_at: now.toISOString(),
  };
}

/** Submissions matching the filters, newest first. */
export async function listFeedback(
  { db }: DatabaseHandle,
  filters: FeedbackFilters,
): Promise<StoredFeedback[]> {
  let query = db.selectFrom('feedback').selectAll();
  if (filters.pathname !== undefined) query = query.where('pathname', '=', filters.pathname);
  if (filters.from !== undefined) query = query.where('created_at', '>=', filters.from);
  if (filters.to !== undefined) query = query.where('created_at', '<', filters.to);
  if (filters.rating !== undefined) query = query.where('rating', '=', filters.rating);
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(filters.limit)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    pathname: row.pathname,
    rating: Number(row.rating) as 0 | 1,
    comment: row.comment,
    sectionId: row.section_id,
    sectionTitle: row.section_title,
    language: row.language,
    createdAt: row.created_at,
  }));
}

/** Votes per page, most voted first, each with its latest comments. */
export async function summarizeFeedback(
  { db }: DatabaseHandle,
  { commentsPerPage = 3 }: { commentsPerPage?: number } = {},
): Promise<PageSummary[]> {
  const votes = await db
    .selectFrom('feedback')
    .select((eb) => [
      'pathname',
      eb.fn.sum<string | number>(sql`case when rating = 1 then 1 else 0 end`).as('up'),
      eb.fn.sum<string | number>(sql`case when rating = 0 then 1 else 0 end`).as('down'),
    ])
    .groupBy('pathname')
    .execute();

  const comments = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('feedback')
        .select([
          'pathname',
          'comment',
          'rating',
          'created_at',
          'section_title',
          sql<number>`row_number() over (partition by pathname order by created_at desc, id desc)`.as(
            'rank',
          ),
        ])
        .where('comment', 'is not', null)
        .as('ranked'),
    )
    .selectAll()
    .where('rank', '<=', commentsPerPage)
    .orderBy('created_at', 'desc')
    .execute();

  const byPage = new Map<string, PageSummary['latestComments']>();
  for (const row of comments) {
    const list = byPage.get(row.pathname) ?? [];
    list.push({
      comment: row.comment ?? '',
      rating: Number(row.rating) as 0 | 1,
      createdAt: row.created_at,
      sectionTitle: row.section_title,
    });
    byPage.set(row.pathname, list);
  }

  return votes
    .map((row) => {
      const up = Number(row.up);
      const down = Number(row.down);
      return {
        pathname: row.pathname,
        up,
        down,
        ratio: up + down === 0 ? 0 : up / (up + down),
        latestComments: byPage.get(row.pathname) ?? [],
      };
    })
    .sort((a, b) => b.up + b.down - (a.up + a.down) || a.pathname.localeCompare(b.pathname));
}

/** Votes per UTC day, oldest first. */
export async function votesPerDay({ db }: DatabaseHandle): Promise<DailyVotes[]> {
  const day = sql<string>`substr(created_at, 1, 10)`;
  const rows = await db
    .selectFrom('feedback')
    .select((eb) => [
      day.as('day'),
      eb.fn.sum<string | number>(sql`case when rating = 1 then 1 else 0 end`).as('up'),
      eb.fn.sum<string | number>(sql`case when rating = 0 then 1 else 0 end`).as('down'),
    ])
    .groupBy(day)
    .orderBy(day)
    .execute();
  return rows.map((row) => ({ day: row.day, up: Number(row.up), down: Number(row.down) }));
}
