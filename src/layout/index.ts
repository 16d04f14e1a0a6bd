export { DocsPage } from './DocsPage';
export { HomePage } from './HomePage';
export { SideNav } from './SideNav';
export { SiteHeader } from './SiteHeader';
