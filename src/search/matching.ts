// How ranking compares a reader's words with titles and names.

const CJK = /[\u3400-\u9fff]/;

/** A word without its English inflection: "pinning" and "pinned" are "pin…", "bars" is "bar". */
export function stem(word: string): string {
  if (word.length > 4) return word.replace(/(ings?|ed|es|s)$/, '').replace(/(.)\1$/, '$1');
  return word.length > 3 ? word.replace(/s$/, '') : word;
}

/**
 * The share of the terms `text` has, as words of the same stem ("Pinned columns" has "pinning")
 * or starting with it, and for Chinese anywhere in it.
 */
export function termCoverage(text: string, terms: readonly string[]): number {
  if (terms.length === 0) return 0;
  const lower = text.toLowerCase();
  const words = lower
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(stem);
  const found = terms.filter((term) => {
    if (CJK.test(term)) return lower.includes(term);
    const wanted = stem(term.toLowerCase());
    return words.some((word) => word === wanted || (wanted.length >= 3 && word.startsWith(wanted)));
  });
  return found.length / terms.length;
}

/** The share of words two URL slugs have in common (`bars` and `bar-chart`: one of two). */
export function slugOverlap(a: string, b: string): number {
  const words = (slug: string) =>
    new Set(
      slug
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter(Boolean)
        .map(stem),
    );
  const left = words(a);
  const right = words(b);
  const shared = [...left].filter((word) => right.has(word)).length;
  return shared / Math.max(1, new Set([...left, ...right]).size);
}

/** A title as the query would be typed: an API page's "DataGrid API" is found as `datagrid`. */
export function comparable(title: string): string {
  return title
    .trim()
    .toLowerCase()
    .replace(/ (api|slot)$/, '')
    .replace(/^\./, '');
}
