export { DocsFrame } from './DocsFrame';
export { DocsPage } from './DocsPage';
export { HomePage } from './HomePage';
export { SiteHeader } from './SiteHeader';
