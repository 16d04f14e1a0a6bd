export { NotFoundView } from './NotFoundView';
export { suggestPages, type PageSummary } from './suggestPages';
