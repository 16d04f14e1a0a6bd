import type { NavPage } from './types';
import type { XPart } from './xSkeleton';

/** Each part's entries, as a chunk of its own: the client loads one when its group is shown. */
const LOADERS: Record<XPart, () => Promise<readonly NavPage[]>> = {
  dataGrid: () => import('./x/dataGrid').then((module) => module.entries),
  datePickers: () => import('./x/datePickers').then((module) => module.entries),
  charts: () => import('./x/charts').then((module) => module.entries),
  treeView: () => import('./x/treeView').then((module) => module.entries),
  migration: () => import('./x/migration').then((module) => module.entries),
};

const SERVER_PARTS = Symbol.for('mui-x-docs.nav-parts');

/**
 * Server only: the layout's server-component render hands every part to the server-side render of
 * the client tree, which runs after it in the same process with its own module instances (hence
 * `globalThis`). The prerendered nav then holds the current product's entries in place: a Suspense
 * boundary that suspended would be streamed after the nav (and outlined past ~12 kB).
 */
export function provideServerParts(parts: Record<XPart, readonly NavPage[]>) {
  (globalThis as { [SERVER_PARTS]?: typeof parts })[SERVER_PARTS] = parts;
}

function serverEntries(part: XPart): readonly NavPage[] | undefined {
  if (typeof window !== 'undefined') return undefined;
  return (globalThis as { [SERVER_PARTS]?: Record<XPart, readonly NavPage[]> })[SERVER_PARTS]?.[
    part
  ];
}

const loaded = new Map<XPart, Promise<readonly NavPage[]>>();
const settled = new Map<XPart, readonly NavPage[]>();

/** The entries of `part` if they are at hand now: always on the server, once loaded in a browser. */
export function partEntriesNow(part: XPart): readonly NavPage[] | undefined {
  return serverEntries(part) ?? settled.get(part);
}

/** Loads the entries of `part` (once). */
export function loadPart(part: XPart): Promise<readonly NavPage[]> {
  let promise = loaded.get(part);
  if (!promise) {
    promise = LOADERS[part]().then((entries) => {
      settled.set(part, entries);
      return entries;
    });
    loaded.set(part, promise);
  }
  return promise;
}
