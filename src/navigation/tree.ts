import type { NavPage } from './types';

export function isExternal(page: NavPage): boolean {
  return /^https?:\/\//.test(page.pathname);
}

/** A path to a file (`/x/llms.txt`) rather than a page: it ends with an extension. */
export function isFilePath(pathname: string): boolean {
  return /\.[a-z0-9]+$/i.test(pathname);
}

/** A link to a file of the site (`/x/llms.txt`) rather than a page: no language prefix, no slash. */
export function isFileLink(page: NavPage): boolean {
  return !isExternal(page) && isFilePath(page.pathname);
}

/** Groups (collapsible or under a subheader) only hold other entries; leaves are pages. */
export function isGroup(page: NavPage): boolean {
  return Boolean(page.children?.length) || Boolean(page.subheader);
}

/** The pages of a tree in reading order (external links and file links left out). */
export function flattenPages(tree: readonly NavPage[]): NavPage[] {
  return tree.flatMap((page) => {
    if (isGroup(page)) return flattenPages(page.children ?? []);
    return isExternal(page) || isFileLink(page) ? [] : [page];
  });
}

/** The tree with only entries whose page exists (and external and file links); empty groups dropped. */
export function pruneToExisting(
  tree: readonly NavPage[],
  exists: (pathname: string) => boolean,
): NavPage[] {
  return tree.flatMap((page): NavPage[] => {
    if (isGroup(page)) {
      const children = pruneToExisting(page.children ?? [], exists);
      return children.length > 0 ? [{ ...page, children }] : [];
    }
    return isExternal(page) || isFileLink(page) || exists(page.pathname) ? [page] : [];
  });
}

/**
 * The pages `pruneToExisting` would leave out: with the tree itself in the client's code, this
 * short list is all the server has to send for the browser to show the same nav.
 */
export function missingPages(
  tree: readonly NavPage[],
  exists: (pathname: string) => boolean,
): string[] {
  return tree.flatMap((page): string[] => {
    if (isGroup(page)) return missingPages(page.children ?? [], exists);
    return isExternal(page) || isFileLink(page) || exists(page.pathname) ? [] : [page.pathname];
  });
}

/** The chain of entries from the top of the tree down to the page at `pathname`, or [] when absent. */
export function findTrail(tree: readonly NavPage[], pathname: string): NavPage[] {
  for (const page of tree) {
    if (!isGroup(page) && page.pathname === pathname) return [page];
    if (page.children) {
      const trail = findTrail(page.children, pathname);
      if (trail.length > 0) return [page, ...trail];
    }
  }
  return [];
}

export function findPage(tree: readonly NavPage[], pathname: string): NavPage | undefined {
  return findTrail(tree, pathname).at(-1);
}

/** The pages before and after `pathname` in reading order. */
export function getPrevNext(tree: readonly NavPage[], pathname: string) {
  const pages = flattenPages(tree);
  const index = pages.findIndex((page) => page.pathname === pathname);
  if (index === -1) return { previous: undefined, next: undefined };
  return { previous: pages[index - 1], next: pages[index + 1] };
}
