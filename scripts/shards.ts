/**
 * Splitting a long walk of pages between test workers so that they finish together: the heaviest
 * items first, each to the part with the least work so far (longest-processing-time scheduling).
 * Round-robin splits by position, which can put the slowest pages in one part.
 */

/** The items, heaviest first; items of equal weight keep their order. */
export function heaviestFirst<T>(items: readonly T[], weight: (item: T) => number): T[] {
  return items
    .map((item, index) => ({ item, index, weight: weight(item) }))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ item }) => item);
}

/** `count` parts of about equal total weight; each part lists its items heaviest first. */
export function balancedParts<T>(
  items: readonly T[],
  weight: (item: T) => number,
  count: number,
): T[][] {
  if (!Number.isInteger(count) || count < 1)
    throw new RangeError(`count must be ≥ 1, got ${count}`);
  const parts = Array.from({ length: count }, () => ({ items: [] as T[], total: 0 }));
  for (const item of heaviestFirst(items, weight)) {
    const lightest = parts.reduce((best, part) => (part.total < best.total ? part : best));
    lightest.items.push(item);
    lightest.total += weight(item);
  }
  return parts.map((part) => part.items);
}
