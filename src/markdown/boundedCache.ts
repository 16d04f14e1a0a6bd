/**
 * A map that forgets its oldest entries past `limit`: what `next dev` keeps of the code blocks it
 * highlighted and converted, so an edit to a page's prose does not redo its unchanged samples.
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
  };
}

export type BoundedCache<V> = ReturnType<typeof boundedCache<V>>;
