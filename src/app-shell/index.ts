export { DocumentHead } from './DocumentHead';
export { Providers } from './Providers';
export { guideRoute } from './guideRoute';
export {
  getAllPagePaths,
  getCoreNav,
  getDocsNav,
  getDocsNavMissing,
  isCorePath,
  navFor,
  pageWidgets,
  siteHasPage,
} from './nav';
