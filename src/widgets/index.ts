export { ProductPreviews } from './ProductPreviews';
export { VersionsTable } from './VersionsTable';
export { CurrentVersion } from './CurrentVersion';
