import { createHighlighter } from 'shiki';

/** Only the grammars our pages use: loading all of them costs seconds per build worker. */
export const CODE_LANGUAGES = [
  'tsx',
  'ts',
  'jsx',
  'js',
  'bash',
  'json',
  'css',
  'diff',
  'html',
] as const;
export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

let highlighter: ReturnType<typeof createHighlighter> | undefined;

/** One highlighter per process, created on first use. */
export function getHighlighter() {
  highlighter ??= createHighlighter({
    themes: Object.values(CODE_THEMES),
    langs: [...CODE_LANGUAGES],
  });
  return highlighter;
}
