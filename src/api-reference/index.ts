export { ApiIndex, type ApiIndexEntry } from './components/ApiIndex';
export { ApiPageView, type GuideLink } from './components/ApiPageView';
export { apiPageToc } from './components/apiPageToc';
export { loadApiPage, loadApiProduct } from './data';
export { apiPagePaths, apiSymbolPath } from './pages';
export { API_PRODUCTS, getApiProduct } from './products';
export type { ApiPageData, ApiProductData } from './types';
export { ApiSectionView } from './components/ApiSectionView';
export { apiSectionPaths, isFoldedSection } from './sections';
