export { compileMarkdown } from './compile';
export { createMdxComponents, CopyShortcut, PlanBadge } from './components';
export type { TocEntry } from './toc';
