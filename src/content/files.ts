import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '@/routing';

export const CONTENT_ROOT = path.join(process.cwd(), 'content');

/** `/a/b` is `content/a/b.mdx` or `content/a/b/index.mdx`; a language other than English adds `-xx`. */
export function candidateFiles(canonicalPathname: string, language: Language, root = CONTENT_ROOT) {
  const suffix = language === 'en' ? '' : `-${language}`;
  const base = canonicalPathname === '/' ? '' : canonicalPathname;
  return [
    ...(base ? [path.join(root, `${base}${suffix}.mdx`)] : []),
    path.join(root, base, `index${suffix}.mdx`),
  ];
}

export function resolveContentFile(
  canonicalPathname: string,
  language: Language,
  root = CONTENT_ROOT,
): string | null {
  return (
    candidateFiles(canonicalPathname, language, root).find((file) => fs.existsSync(file)) ?? null
  );
}

const LANGUAGE_SUFFIX = /-([a-z]{2})$/;

/**
 * Every English page under `root`, as canonical paths, sorted. Translations share their English
 * path. A `demos` folder holds the demos of the pages beside it, and may hold pages too: the
 * release has URLs such as `/x/react-data-grid/demos/inventory/`, whose page is
 * `content/x/react-data-grid/demos/inventory.mdx` (with its demos in `demos/demos/`).
 */
export function listContentPaths(root = CONTENT_ROOT): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
      } else if (entry.name.endsWith('.mdx')) {
        const stem = entry.name.slice(0, -'.mdx'.length);
        if (LANGUAGE_SUFFIX.test(stem)) continue;
        const relative = path.relative(root, path.join(dir, stem)).split(path.sep).join('/');
        const canonical = `/${relative}`.replace(/\/?index$/, '') || '/';
        found.push(canonical);
      }
    }
  };
  walk(root);
  return found.sort();
}
