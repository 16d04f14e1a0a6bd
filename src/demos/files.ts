import fs from 'node:fs';
import path from 'node:path';

export interface DemoFile {
  /** `x/react-data-grid/ColumnDefinitionBasic`: the page folder (relative to content/) and the demo name. */
  key: string;
  name: string;
  file: string;
}

/** Every demo: `content/**\/demos/<Name>.tsx`, exporting one component by default. */
export function listDemoFiles(contentRoot = path.join(process.cwd(), 'content')): DemoFile[] {
  const found: DemoFile[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (path.basename(dir) === 'demos' && /^[A-Z]\w*\.tsx$/.test(entry.name)) {
        const name = entry.name.slice(0, -'.tsx'.length);
        const folder = path.relative(contentRoot, path.dirname(dir)).split(path.sep).join('/');
        found.push({ key: `${folder}/${name}`, name, file: full });
      }
    }
  };
  walk(contentRoot);
  return found.sort((a, b) => a.key.localeCompare(b.key));
}

/** The key of a demo named in a page file. */
export function demoKey(
  pageFile: string,
  name: string,
  contentRoot = path.join(process.cwd(), 'content'),
): string {
  return `${path.relative(contentRoot, path.dirname(pageFile)).split(path.sep).join('/')}/${name}`;
}

/**
 * The registry a page's demos load from (see scripts/generate-demos.ts): one per page, named after
 * its file without the language suffix (`page:x/react-data-grid/sorting`), so the English and
 * Chinese pages share it.
 */
export function pageRegistry(
  pageFile: string,
  contentRoot = path.join(process.cwd(), 'content'),
): string {
  const page = path
    .relative(contentRoot, pageFile)
    .split(path.sep)
    .join('/')
    .replace(/(-[a-z]{2})?\.mdx$/, '');
  return `page:${page}`;
}

/** The demos a page shows: the names of its `<Demo name="…">` elements. */
export function pageDemoNames(mdx: string): string[] {
  return [...mdx.matchAll(/<Demo\b[^>]*?\bname="([^"]+)"/g)].map((match) => match[1]);
}

/**
 * Whether a demo's source teaches module augmentation (`declare module '@mui/material/styles' { … }`): such
 * a demo changes the library's types for every file of the TypeScript program it is in, so it is
 * type-checked on its own (scripts/typecheck.ts) and loaded through a JavaScript registry.
 */
export function augmentsModules(source: string): boolean {
  return /^\s*declare\s+module\s/m.test(source);
}
