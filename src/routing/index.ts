export * from './languages';
export { pathnameToLanguage, canonicalizePathname, localizePath, type ParsedPath } from './paths';
export {
  getProductCategoryId,
  getProductId,
  type ProductCategoryId,
  type ProductId,
} from './products';
export {
  RENAMED_PAGES,
  SHORT_LINKS,
  redirectFor,
  renamedPageTarget,
  type Redirect,
} from './redirects';
