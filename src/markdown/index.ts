export {
  compileMarkdown,
  compileMarkdownSource,
  renderMarkdown,
  type CompiledMarkdown,
} from './compile';
export { createMdxComponents, CodeBlockActions, PlanBadge } from './components';
export { Callout } from './components/Callout';
export { Heading, headingLabels, type HeadingLabels } from './components/Heading';
export { HighlightedCode } from './components/HighlightedCode';
export type { TocEntry } from './toc';
