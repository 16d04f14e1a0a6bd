/**
 * The middle item of `items` by `value` (the upper middle of an even count), leaving `items` in
 * their order: the bench prints samples in the order they were taken.
 */
export function medianBy(items, value = (item) => item) {
  const sorted = [...items].sort((a, b) => value(a) - value(b));
  return sorted[Math.floor(sorted.length / 2)];
}
