export interface PageSummary {
  pathname: string;
  title: string;
}

/** Words every path has, which say nothing about the page a reader wanted. */
const NOISE = new Set(['x', 'react', 'zh', 'en', 'api', 'md']);

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !NOISE.has(word));
}

/** A malformed escape (`%E0%A4%A`) is read as typed instead of failing the page. */
function decode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Levenshtein distance, stopping early once it passes `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      best = Math.min(best, current[j]);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length];
}

/**
 * How well a word of the missing path matches a word of a page: 1 for the same word, 0.6 when
 * one starts the other (`install` and `installation`) or it is a typo of it (`sortng`), else 0.
 * Prefixes need three letters and typos five, so `nope` does not match `no`.
 */
function closeness(wanted: string, candidate: string): number {
  if (wanted === candidate) return 1;
  const shorter = Math.min(wanted.length, candidate.length);
  if (shorter >= 3 && (candidate.startsWith(wanted) || wanted.startsWith(candidate))) return 0.6;
  if (shorter >= 5 && distance(wanted, candidate, shorter >= 8 ? 2 : 1) <= (shorter >= 8 ? 2 : 1))
    return 0.6;
  return 0;
}

/**
 * Pages whose path or title best match the words of a path that was not found, best first; ties
 * keep the order of `pages` (reading order). A word counts more the fewer pages have it, so
 * `/x/react-data-grid/sortng/` puts the sorting page before the other grid pages. Returns at most
 * `limit`, and nothing when no word matches.
 */
export function suggestPages(
  missingPath: string,
  pages: readonly PageSummary[],
  limit = 5,
): PageSummary[] {
  const wanted = [...new Set(words(decode(missingPath)))];
  if (wanted.length === 0) return [];
  const pageWords = pages.map((page) => new Set([...words(page.pathname), ...words(page.title)]));
  // Per wanted word, each page's best closeness; the word's weight falls with how many match.
  const matches = wanted.map((word) =>
    pageWords.map((have) => Math.max(0, ...[...have].map((c) => closeness(word, c)))),
  );
  const weights = matches.map((perPage) => {
    const matching = perPage.filter((value) => value > 0).length;
    return matching === 0 ? 0 : Math.log(1 + pages.length / matching);
  });
  return pages
    .map((page, index) => ({
      page,
      index,
      score: matches.reduce((sum, perPage, word) => sum + perPage[index] * weights[word], 0),
    }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.page);
}
