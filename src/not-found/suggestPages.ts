export interface PageSummary {
  pathname: string;
  title: string;
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !['x', 'react', 'zh', 'en'].includes(word));
}

/**
 * Pages whose path or title shares the most words with a path that was not found,
 * best first; ties keep the order of `pages` (reading order). Returns at most `limit`.
 */
export function suggestPages(
  missingPath: string,
  pages: readonly PageSummary[],
  limit = 5,
): PageSummary[] {
  const wanted = new Set(words(decodeURIComponent(missingPath)));
  if (wanted.size === 0) return [];
  return pages
    .map((page, index) => {
      const have = new Set([...words(page.pathname), ...words(page.title)]);
      let score = 0;
      for (const word of wanted) {
        if (have.has(word)) score += 2;
        else if (
          [...have].some((candidate) => candidate.startsWith(word) || word.startsWith(candidate))
        )
          score += 1;
      }
      return { page, index, score };
    })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.page);
}
