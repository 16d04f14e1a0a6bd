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

/**
 * One highlighter per process, created on first use. It lives on `globalThis` because a process
 * may hold this module more than once (`next dev` bundles the server's start-up hook apart from the
 * pages, and reloads edited modules), and a highlighter learns its grammars as it goes: a second
 * one would pay that second or two again.
 */
const HIGHLIGHTER = Symbol.for('docs.highlighter');
const shared = globalThis as { [HIGHLIGHTER]?: ReturnType<typeof createHighlighter> };

export function getHighlighter() {
  shared[HIGHLIGHTER] ??= createHighlighter({
    themes: Object.values(CODE_THEMES),
    langs: [...CODE_LANGUAGES],
  });
  return shared[HIGHLIGHTER];
}
