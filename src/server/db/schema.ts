import type { Generated } from 'kysely';

/** The tables of the feedback store, as Kysely sees them. */
export interface Database {
  feedback: FeedbackTable;
  rate_limit: RateLimitTable;
}

/** One token bucket per client key; see src/server/databaseRateLimit.ts. */
export interface RateLimitTable {
  client_key: string;
  /** Tokens left, in units of 1/`windowMs` of a request (integers, so refills never round). */
  units: string | number;
  /** The database clock when the bucket was last taken from, in ms since the epoch. */
  updated_ms: string | number;
  /** Whether that last take was allowed. */
  allowed: boolean;
}

export interface FeedbackTable {
  id: Generated<number>;
  /** Canonical page path, `/x/react-data-grid/sorting`. */
  pathname: string;
  /** 1 helpful, 0 not helpful. */
  rating: number;
  comment: string | null;
  section_id: string | null;
  section_title: string | null;
  language: string;
  /** ISO 8601 in UTC; text sorts and compares the same way in SQLite and PostgreSQL. */
  created_at: string;
}
