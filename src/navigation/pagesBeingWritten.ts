/**
 * Guide pages of the 8.29.3 tree that are not written yet. Their nav entries stay hidden until the
 * page exists, and the tests allow them, and only them, to be missing: the tree check
 * (`xPages.test.ts`) and the check of the links the packages carry (`tests/e2e/redirects.spec.ts`).
 * Each page that gets written leaves this list; a test fails when a listed page exists, so the list
 * only shrinks. Empty since every guide page of 8.29.3 is written; a move to a newer release's tree
 * lists here the pages that tree adds, until they are written.
 */
export const PAGES_BEING_WRITTEN: readonly string[] = [];
