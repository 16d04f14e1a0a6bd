import type { NavPage } from './types';
import { entries as charts } from './x/charts';
import { entries as dataGrid } from './x/dataGrid';
import { entries as datePickers } from './x/datePickers';
import { entries as migration } from './x/migration';
import { entries as treeView } from './x/treeView';
import { isPartGroup, xSkeleton, type XPart } from './xSkeleton';

/** Each product group's entries (the client loads them one by one: `xParts.ts`). */
export const xPartEntries: Record<XPart, readonly NavPage[]> = {
  dataGrid,
  datePickers,
  charts,
  treeView,
  migration,
};

/** The whole /x/ tree (see `xSkeleton`): what the server renders and links from. */
export const xPages: readonly NavPage[] = xSkeleton.map((entry) =>
  isPartGroup(entry)
    ? { pathname: entry.pathname, title: entry.title, children: xPartEntries[entry.part] }
    : entry,
);
