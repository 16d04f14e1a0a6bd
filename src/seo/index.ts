export { alternateUrls, pageMetadata, productMeta, SITE_NAME } from './metadata';
