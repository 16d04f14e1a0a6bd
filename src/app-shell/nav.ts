import { cache } from 'react';
import { apiPagePaths } from '@/api-reference/pages';
import { apiSectionPaths } from '@/api-reference/sections';
import { getContentPaths, hasPage, type PageWidgets } from '@/content';
import { corePages, localizeNav, missingPages, pruneToExisting, xPages } from '@/navigation';
import { getProductCategoryId, type Language } from '@/routing';
import { TemplateGallery } from '@/templates/TemplateGallery';
import { CurrentVersion, ProductPreviews, VersionsTable } from '@/widgets';

/**
 * Glue between the routes in `app/` and the feature folders: which pages exist, which nav the docs
 * show, which pages are generated, and which widgets MDX pages may use besides the prose tags.
 */

const getApiPaths = cache(() => new Set([...apiPagePaths(), ...apiSectionPaths()]));

/** Whether the site has a page at this canonical path: written content or a generated API page. */
export function siteHasPage(canonicalPathname: string): boolean {
  return hasPage(canonicalPathname) || getApiPaths().has(canonicalPathname);
}

/** Every page of the site, content and API reference, as canonical paths. */
export const getAllPagePaths = cache(() => [...getContentPaths(), ...getApiPaths()].sort());

/** The /x/ tree limited to pages that exist: unwritten pages stay in the data but not in the nav. */
export const getDocsNav = cache(() => pruneToExisting(xPages, siteHasPage));

/** What the client's copy of the /x/ tree leaves out to show the same nav (see XSideNav). */
export const getDocsNavMissing = cache(() => missingPages(xPages, siteHasPage));

/** Pages of the second documentation area: the core category of SPEC §2 (Material UI, System). */
export function isCorePath(canonicalPathname: string): boolean {
  return getProductCategoryId(canonicalPathname) === 'core';
}

/** The Material UI and System tree, pruned to written pages, with the language's titles. */
export const getCoreNav = cache((language: Language) =>
  localizeNav(pruneToExisting(corePages, siteHasPage), language),
);

/** The nav a page belongs to: its area's tree. */
export function navFor(canonicalPathname: string, language: Language) {
  return isCorePath(canonicalPathname) ? getCoreNav(language) : getDocsNav();
}

/** One object per language, so `loadPage`'s cache sees the same argument each time. */
export const pageWidgets = cache((language: Language): PageWidgets => ({
  islands: {
    ProductPreviews: () => ProductPreviews({ language }),
    TemplateGallery: () => TemplateGallery({ language }),
  },
  plain: { VersionsTable, CurrentVersion },
}));
