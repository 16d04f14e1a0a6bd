export { DocsFrame } from './DocsFrame';
export { DocsPage } from './DocsPage';
export { HomePage } from './HomePage';
export { SideNav } from './SideNav';
export { SiteHeader } from './SiteHeader';
