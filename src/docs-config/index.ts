export { DocsConfigProvider, useDocsConfig, type DocsConfig } from './DocsConfigProvider';
