/**
 * A map that forgets its oldest entries past `limit`: what a process keeps of work it may be asked
 * for again (compiled pages, highlighted code blocks, JavaScript twins of samples), by their text.
 */
export function boundedCache<V>(limit: number) {
  const entries = new Map<string, V>();
  return {
    get: (key: string) => entries.get(key),
    set(key: string, value: V) {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > limit) entries.delete(entries.keys().next().value!);
      return this;
    },
    delete: (key: string) => entries.delete(key),
  };
}

export type BoundedCache<V> = ReturnType<typeof boundedCache<V>>;

/**
 * The promise `cache` holds for `key`, or a new one from `compute`, kept until it fails (work that
 * failed is done again next time, and fails with its own message). Without a cache, just `compute`.
 */
export function remembered<V>(
  cache: BoundedCache<Promise<V>> | undefined,
  key: string,
  compute: () => Promise<V>,
): Promise<V> {
  const known = cache?.get(key);
  if (known) return known;
  const value = compute();
  if (cache) {
    cache.set(key, value);
    value.catch(() => cache.delete(key));
  }
  return value;
}
