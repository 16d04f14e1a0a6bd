export type { NavPage, Plan } from './types';
export { xPages } from './xPages';
export {
  findPage,
  findTrail,
  flattenPages,
  getPrevNext,
  isExternal,
  isFileLink,
  isGroup,
  missingPages,
  pruneToExisting,
} from './tree';
export { corePages } from './corePages';
export { localizeNav } from './localize';
