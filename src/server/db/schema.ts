import type { Generated } from 'kysely';

/** The tables of the feedback store, as Kysely sees them. */
export interface Database {
  feedback: FeedbackTable;
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
