import type { ReactNode } from 'react';

/**
 * Hands a subtree from the server-component render to the server-side render of the client tree.
 * Both renders run in the same process, one after the other, for every prerendered page; the
 * subtree crosses on `globalThis` because each has its own module instances.
 *
 * The stash keeps the most recent entries only: a page's entry is read within the same render,
 * so an entry that old is one nobody will ask for (an RSC-only request, an aborted render).
 */
const STASH_KEY = Symbol.for('mui-x-docs.static-markup');
export const STASH_LIMIT = 256;

type Stash = Map<string, ReactNode>;

function stash(): Stash {
  const holder = globalThis as { [STASH_KEY]?: Stash };
  return (holder[STASH_KEY] ??= new Map());
}

export function putStaticMarkup(id: string, content: ReactNode) {
  const entries = stash();
  entries.delete(id);
  entries.set(id, content);
  while (entries.size > STASH_LIMIT) entries.delete(entries.keys().next().value!);
}

/** The subtree stashed under `id`; `undefined` on the client and when nothing was stashed. */
export function readStaticMarkup(id: string): ReactNode | undefined {
  return stash().get(id);
}
