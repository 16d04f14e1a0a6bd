export { ProductPreviews } from './ProductPreviews';
export { VersionsTable } from './VersionsTable';
