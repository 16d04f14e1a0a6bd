import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from './fixtures';
import { API_NOT_EXPORTED } from '../../src/api-reference/products';
import { PAGES_BEING_WRITTEN } from '../../src/navigation/pagesBeingWritten';
import { RELEASE_RULES_KEPT_AS_IS, RENAMED_PAGES, SHORT_LINKS } from '../../src/routing/redirects';

/**
 * A reader who arrives from a search engine, an old bookmark or an IDE hover lands on a real page:
 * the release's redirects, the renamed pages of the older tree, every page of the release's tree,
 * and the doc links the installed packages carry.
 */

interface TreeEntry {
  pathname: string;
  title?: string;
  children?: TreeEntry[];
  subheader?: string;
  planned?: boolean;
}

const reference = (file: string) => path.join(process.cwd(), 'src', file);
const readTree = (file: string) =>
  JSON.parse(fs.readFileSync(reference(file), 'utf8')) as TreeEntry[];
const leaves = (entries: TreeEntry[]): TreeEntry[] =>
  entries.flatMap((entry) =>
    entry.children?.length || entry.subheader ? leaves(entry.children ?? []) : [entry],
  );

/** Follows redirects on this site only; a redirect elsewhere ends the walk at its URL. */
async function land(request: APIRequestContext, url: string) {
  let current = url;
  for (let hop = 0; hop < 5; hop += 1) {
    const response = await request.get(current, { maxRedirects: 0 });
    const location = response.headers().location;
    if (response.status() < 300 || response.status() >= 400 || !location) {
      return { status: response.status(), url: current };
    }
    const next = new URL(location, response.url());
    if (next.origin !== new URL(response.url()).origin)
      return { status: response.status(), url: location };
    current = `${next.pathname}${next.search}`;
  }
  return { status: 0, url: current };
}

test('every redirect of the 8.29.3 release lands where it should, in every language', async ({
  request,
}) => {
  const rules = fs
    .readFileSync(reference('routing/reference/redirects-x-8.29.3.txt'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => line.trim().split(/\s+/));
  expect(rules.length).toBeGreaterThan(50);
  const failures: string[] = [];
  let followed = 0;
  for (const [from, to] of rules) {
    if (Object.hasOwn(RELEASE_RULES_KEPT_AS_IS, from)) continue;
    const languages = from.startsWith('/:lang/') ? ['/zh'] : ['', '/zh'];
    for (const language of languages) {
      if (from.startsWith('/r/') && language) continue; // short links have no language
      const source = from.replace(/^\/:lang/, '').replace(/^/, language);
      const response = await request.get(source, { maxRedirects: 0 });
      const location = response.headers().location ?? '';
      followed += 1;
      if (/^https?:\/\//.test(to) && !to.startsWith('https://mui.com/x/')) {
        // Outside the site: a 302 to the same absolute URL.
        if (response.status() !== 302 || location !== to)
          failures.push(`${source}: ${response.status()} → ${location}, wanted 302 → ${to}`);
        continue;
      }
      // A page of this site (a mui.com/x/ short link lands on our copy of that page).
      const target = new URL(`${language}${to.replace(/^\/:lang/, '')}`, 'https://mui.com');
      const status = from.startsWith('/r/') ? 302 : 308;
      if (response.status() !== status)
        failures.push(`${source}: ${response.status()}, wanted ${status}`);
      const landed = await land(request, source);
      if (landed.status !== 200 || landed.url !== target.pathname)
        failures.push(`${source}: landed on ${landed.url} (${landed.status}), wanted ${target}`);
    }
  }
  expect(followed).toBeGreaterThan(60);
  expect(failures).toEqual([]);
});

test('short links to pages of this site open a section that exists', async ({ page }) => {
  for (const [from, to] of Object.entries(SHORT_LINKS)) {
    if (!to.startsWith('/')) continue;
    const [pathname, hash] = to.split('#');
    const response = await page.goto(from);
    expect(response?.status(), from).toBe(200);
    expect(new URL(page.url()).pathname, from).toBe(pathname);
    if (hash) await expect(page.locator(`[id="${hash}"]`), to).toHaveCount(1);
  }
});

test('pages renamed since the older tree redirect with 308 to the current page, in every language', async ({
  request,
}) => {
  const failures: string[] = [];
  for (const [from, to] of Object.entries(RENAMED_PAGES)) {
    for (const prefix of ['', '/zh']) {
      for (const old of [`${prefix}${from}/`, `${prefix}${from}`]) {
        const response = await request.get(old, { maxRedirects: 0 });
        if (response.status() !== 308) failures.push(`${old}: ${response.status()}`);
        const location = new URL(response.headers().location ?? '', 'http://localhost').pathname;
        // Next adds a missing slash first; with the slash, the page's new URL comes next.
        if (location !== `${prefix}${from}/` && location !== `${prefix}${to}/`)
          failures.push(`${old}: → ${location}`);
      }
      if (PAGES_BEING_WRITTEN.includes(to)) continue; // lands once the page is written
      const landed = await land(request, `${prefix}${from}/`);
      if (landed.status !== 200 || landed.url !== `${prefix}${to}/`)
        failures.push(`${prefix}${from}/: landed on ${landed.url} (${landed.status})`);
    }
  }
  expect(failures).toEqual([]);
});

test('every page of the 8.29.3 tree and of the older alpha.8 tree answers, or redirects to a page', async ({
  request,
}) => {
  const unwritten = new Set(PAGES_BEING_WRITTEN);
  const paths = new Set(
    [
      ...leaves(readTree('navigation/reference/nav-x-8.29.3.json')),
      ...leaves(readTree('navigation/reference/nav-x-v8.0.0-alpha.8.json')),
    ]
      .filter(
        (entry) =>
          entry.pathname.startsWith('/x/') &&
          !entry.pathname.includes('#') &&
          !unwritten.has(entry.pathname) &&
          !API_NOT_EXPORTED.includes(entry.title ?? ''),
      )
      .map((entry) => (entry.pathname.endsWith('.txt') ? entry.pathname : `${entry.pathname}/`)),
  );
  expect(paths.size).toBeGreaterThan(380);
  const failures: string[] = [];
  for (const url of paths) {
    const landed = await land(request, url);
    // A planned page that redirects to a guide being written lands once that guide is written.
    if (landed.status !== 200 && !unwritten.has(landed.url.replace(/\/$/, '')))
      failures.push(`${url}: ${landed.status} at ${landed.url}`);
  }
  expect(failures).toEqual([]);
});

/** The `https://mui.com/x/…` links of the installed packages' type declarations (IDE hovers). */
function packageDocLinks(): Map<string, string[]> {
  const links = new Map<string, string[]>();
  const scope = path.join(process.cwd(), 'node_modules', '@mui');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.d.ts')) {
        const source = fs.readFileSync(full, 'utf8');
        for (const [link] of source.matchAll(/https:\/\/mui\.com\/x\/[\w./#?=-]*/g)) {
          const pathname = new URL(link).pathname;
          const files = links.get(pathname) ?? [];
          if (files.length < 3) files.push(path.relative(scope, full));
          links.set(pathname, files);
        }
      }
    }
  };
  for (const name of fs.readdirSync(scope).filter((entry) => entry.startsWith('x-')))
    walk(path.join(scope, name));
  return links;
}

test('every doc link in the installed packages lands on a page of this site', async ({
  request,
}) => {
  const links = packageDocLinks();
  expect(links.size).toBeGreaterThan(150);
  const unwritten = new Set(PAGES_BEING_WRITTEN.map((pathname) => `${pathname}/`));
  const broken: string[] = [];
  const waiting: string[] = [];
  for (const [pathname, files] of links) {
    const url = pathname.endsWith('/') ? pathname : `${pathname}/`;
    const landed = await land(request, url);
    if (landed.status === 200) continue;
    if (unwritten.has(new URL(landed.url, 'http://site.test').pathname)) waiting.push(url);
    else broken.push(`${url} (${landed.status}), linked from ${files.join(', ')}`);
  }
  expect(broken).toEqual([]);
  // The pages still being written, which these links wait for (the list only shrinks).
  console.log(`package links waiting for a page being written: ${waiting.length}`);
});
