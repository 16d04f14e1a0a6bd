import type { MDXComponents } from 'mdx/types';
import { cache } from 'react';
import { getContentPaths, hasPage } from '@/content';
import { pruneToExisting, xPages } from '@/navigation';
import type { Language } from '@/routing';
import { CurrentVersion, ProductPreviews, VersionsTable } from '@/widgets';

export { DocumentHead } from './DocumentHead';
export { Providers } from './Providers';

/**
 * Glue between the routes in `app/` and the feature folders: which nav the docs show,
 * which pages are generated, and which widgets MDX pages may use besides the prose tags.
 */

/** The /x/ tree limited to pages that exist: unwritten pages stay in the data but not in the nav. */
export const getDocsNav = cache(() => pruneToExisting(xPages, hasPage));

export function staticPageParams(lang: string) {
  return getContentPaths().map((path) => ({ lang, slug: path.split('/').filter(Boolean) }));
}

/** One object per language, so `loadPage`'s cache sees the same argument each time. */
export const pageWidgets = cache((language: Language): MDXComponents => ({
  ProductPreviews: () => ProductPreviews({ language }),
  VersionsTable,
  CurrentVersion,
}));
