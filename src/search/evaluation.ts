import set from './evaluation.json';
import type { SearchKind, SearchProductId } from './facets';

/** One reader question of `evaluation.json`. */
export interface EvaluationCase {
  query: string;
  /** The page the reader is on (`/zh/…` for a Chinese reader). */
  from: string;
  /** Acceptable answers, best first: a page URL, with `#anchor` when the section matters. */
  expect: string[];
  kinds?: SearchKind[];
  products?: SearchProductId[];
}

export const EVALUATION_CASES = set.queries as EvaluationCase[];

/** A listed page as the dialog shows it: its URL and the URLs of its hits (the page, sections). */
export interface ListedGroup {
  url: string;
  hits: string[];
}

/** Whether a listed group answers `expected` (a page, or a page's section that it must list). */
export function answers(group: ListedGroup, expected: string): boolean {
  const [page, anchor] = expected.split('#');
  if (group.url !== page) return false;
  // Pagefind writes anchors percent-encoded (`#%E5%9B%9B…` for `#四个产品`).
  return anchor === undefined || group.hits.some((hit) => decodeURI(hit) === expected);
}

/** 1-based position of the first group answering the case, or null when none does. */
export function rankOf(expect: readonly string[], groups: readonly ListedGroup[]): number | null {
  const index = groups.findIndex((group) => expect.some((expected) => answers(group, expected)));
  return index === -1 ? null : index + 1;
}

export interface EvaluationRow {
  query: string;
  from: string;
  rank: number | null;
  /** The pages listed first, to read a miss. */
  top: string[];
  ms: number;
}

export interface EvaluationScore {
  queries: number;
  hitAt1: number;
  hitAt3: number;
  mrr: number;
  /** The rows whose answer is not in the first three pages. */
  misses: EvaluationRow[];
}

const round = (value: number) => Number(value.toFixed(3));

/** hit@1, hit@3 and mean reciprocal rank (0 for an answer not listed) over evaluated rows. */
export function scoreEvaluation(rows: readonly EvaluationRow[]): EvaluationScore {
  const n = Math.max(rows.length, 1);
  const within = (k: number) => rows.filter((row) => row.rank !== null && row.rank <= k).length;
  return {
    queries: rows.length,
    hitAt1: round(within(1) / n),
    hitAt3: round(within(3) / n),
    mrr: round(rows.reduce((sum, row) => sum + (row.rank ? 1 / row.rank : 0), 0) / n),
    misses: rows.filter((row) => row.rank === null || row.rank > 3),
  };
}
