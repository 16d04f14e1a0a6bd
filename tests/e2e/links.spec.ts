import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

/**
 * The link checker: reads every prerendered page of the production build (English and Chinese)
 * and checks that each internal link reaches a page, each #hash an element id on it, and each
 * link to another version's host is one of the hosts the version menu uses.
 */
const APP = path.join(process.cwd(), '.next', 'server', 'app');
const PUBLIC = path.join(process.cwd(), 'public');
const VERSION_HOSTS = [
  'https://v7.mui.com/x/',
  'https://v6.mui.com/x/',
  'https://v5.mui.com/x/',
  'https://v4.mui.com/',
];

/**
 * A demo's picture (scripts/demo-snapshots.mjs) is inert: the links the demo shows there are not
 * the site's (a mail client demo's `/inbox`), and they go when the live demo replaces it.
 */
const withoutPictures = (html: string) =>
  html.replace(/<!--picture-->[\s\S]*?<!--\/picture-->/g, '');

function collectPages(): Map<string, string> {
  const pages = new Map<string, string>();
  for (const language of ['en', 'zh']) {
    const prefix = language === 'en' ? '' : '/zh';
    const home = path.join(APP, `${language}.html`);
    if (fs.existsSync(home))
      pages.set(`${prefix}/`, withoutPictures(fs.readFileSync(home, 'utf8')));
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== 'playground') walk(full);
        } else if (entry.name.endsWith('.html')) {
          const route = path
            .relative(path.join(APP, language), full)
            .replace(/\.html$/, '')
            .split(path.sep)
            .join('/');
          pages.set(`${prefix}/${route}/`, withoutPictures(fs.readFileSync(full, 'utf8')));
        }
      }
    };
    walk(path.join(APP, language));
  }
  return pages;
}

const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

test('every internal link and #hash of the built site resolves, in English and Chinese', () => {
  const pages = collectPages();
  expect(pages.size).toBeGreaterThan(300);
  const ids = new Map<string, Set<string>>();
  for (const [url, html] of pages)
    ids.set(url, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => decode(match[1]))));

  // A row of a folded table (src/api-reference/sections.ts) is on the table's own page; its API
  // page links there from the fold, which opens and loads the row when the address names it.
  const FOLDS: Record<string, string> = { slot: 'slots', class: 'css-classes' };
  const inFold = (pathname: string, hash: string) => {
    const section = FOLDS[hash.split('-')[0]];
    const own = section && `${pathname}${section}/`;
    return Boolean(
      own &&
      pages.get(pathname)!.includes(`href="${own}"`) &&
      ids.get(own)?.has(decodeURIComponent(hash)),
    );
  };

  const broken: string[] = [];
  let checked = 0;
  for (const [url, html] of pages) {
    for (const [, raw] of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
      const href = decode(raw);
      checked += 1;
      if (href.startsWith('#')) {
        if (href.length > 1 && !ids.get(url)!.has(decodeURIComponent(href.slice(1))))
          broken.push(`${url} → ${href} (no such id)`);
        continue;
      }
      if (/^https?:\/\//.test(href)) {
        if (/^https?:\/\/v\d\.mui\.com/.test(href) && !VERSION_HOSTS.includes(href))
          broken.push(`${url} → ${href} (unknown version host)`);
        continue;
      }
      if (!href.startsWith('/') || href.startsWith('//')) continue;
      const [target, hash] = href.split('#');
      const pathname = target.split('?')[0];
      if (/\.[a-z0-9]+$/i.test(pathname)) {
        // A file in public/, or one a static route handler wrote at build (`/x/llms.txt`).
        const exists =
          fs.existsSync(path.join(PUBLIC, pathname)) ||
          fs.existsSync(path.join(APP, `${pathname}.body`));
        if (!pathname.startsWith('/_next/') && !exists)
          broken.push(`${url} → ${href} (no such file)`);
        continue;
      }
      if (!pages.has(pathname)) {
        broken.push(`${url} → ${href} (no such page)`);
        continue;
      }
      if (hash && !ids.get(pathname)!.has(decodeURIComponent(hash)) && !inFold(pathname, hash))
        broken.push(`${url} → ${href} (no such id on the page)`);
    }
  }
  expect(checked).toBeGreaterThan(1000);
  expect(broken).toEqual([]);
});
