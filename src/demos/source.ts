import fs from 'node:fs/promises';
import { CODE_THEMES, getHighlighter } from '@/markdown/highlighter';
import { toJavaScript } from '@/markdown/toJavaScript';
import { listDemoFiles, type DemoFile } from './files';

/**
 * A demo's source, highlighted, in both languages: what `/demo-source/<key>.json` sends. Pages do
 * not carry it: the code panel starts closed, and the highlighted source of a page's demos was most
 * of its HTML (and again of its React payload), so it is fetched when a reader asks for it.
 */
export interface DemoSourceJson {
  TS: string;
  JS: string;
}

/** Where a demo's source is served: `/demo-source/x/react-data-grid/SortingBasic.json`. */
export const demoSourceUrl = (key: string) => `/demo-source/${key}.json`;

async function highlight(code: string, language: 'tsx' | 'jsx') {
  const highlighter = await getHighlighter();
  return highlighter
    .codeToHtml(code, { lang: language, themes: CODE_THEMES, defaultColor: false })
    .replace('<pre ', '<pre tabindex="0" ');
}

/** The highlighted TypeScript of the demo file, and the JavaScript generated from it. */
export async function readDemoSource(file: string): Promise<DemoSourceJson> {
  const typescript = (await fs.readFile(file, 'utf8')).trim();
  const javascript = (await toJavaScript(typescript, 'tsx')) ?? typescript;
  const [TS, JS] = await Promise.all([highlight(typescript, 'tsx'), highlight(javascript, 'jsx')]);
  return { TS, JS };
}

let demosByKey: Map<string, DemoFile> | undefined;

/** The demo of a key (`x/react-data-grid/SortingBasic`), or undefined. */
export function findDemo(key: string): DemoFile | undefined {
  demosByKey ??= new Map(listDemoFiles().map((demo) => [demo.key, demo]));
  return demosByKey.get(key);
}
