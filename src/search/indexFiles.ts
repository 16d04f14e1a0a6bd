/**
 * The search index's files named by a hash of what they hold (Pagefind's index chunks, results'
 * data and filters, each language's metadata): a new build names new files, so a browser and the
 * service worker may keep one for good. pagefind.js, the entry file, the WebAssembly and the page
 * lists keep their names from build to build and are always asked for again.
 */
const CONTENT_NAMED =
  /^\/_pagefind\/(?:(?:index|fragment|filter)\/[\w-]+\.pf_(?:index|fragment|filter)|pagefind\.[\w-]+\.pf_meta)$/;

/** Whether a URL's path (no query) is one of the index's content-named files. */
export const isContentNamedSearchFile = (pathname: string) => CONTENT_NAMED.test(pathname);
