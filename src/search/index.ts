export { SearchButton } from './SearchButton';
export { searchFacets, SEARCH_INDEX_PATH, SEARCH_PRODUCTS, type SearchProductId } from './facets';
