import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { balancedParts } from '../../scripts/shards';
import { guidePages, watchConsole } from './helpers';

/** Without NEXT_PUBLIC_MUI_LICENSE, Pro and Premium demos log the library's licence notice: expected. */
const isLicenceNotice = (message: string) =>
  /MUI X: (Missing|Invalid) license key|\*{10}/.test(message);

const APP = path.join(process.cwd(), '.next', 'server', 'app');

/** The weight of a page in the walk: the size of its prerendered HTML (API pages are the big ones). */
function htmlBytes(url: string): number {
  const [, language, route] = /^\/(?:(zh)\/)?(.*?)\/?$/.exec(url)!;
  const file = route
    ? path.join(APP, language ?? 'en', `${route}.html`)
    : path.join(APP, `${language ?? 'en'}.html`);
  return fs.existsSync(file) ? fs.statSync(file).size : 0;
}

// The sitemap has about 1,400 pages. Four parts of about equal weight (not every fourth page), so
// the test workers share the walk evenly and no part holds the heaviest pages together.
const PARTS = 4;
for (let part = 0; part < PARTS; part += 1) {
  test(`every page of the sitemap loads without a console error or hydration warning (${part + 1}/${PARTS})`, async ({
    page,
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const all = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]).pathname,
    );
    expect(all.length).toBeGreaterThan(150);
    // The English guide pages are walked by demos.spec.ts, which also renders their demos and
    // fails on the same console problems.
    const walkedWithDemos = new Set(guidePages());
    const pages = all.filter((url) => !walkedWithDemos.has(url));
    expect(pages.length).toBeLessThan(all.length);
    const mine = balancedParts(pages, htmlBytes, PARTS)[part];
    // About a second a page on a slow, shared host; the walk waits on each page's own signals.
    test.setTimeout(60_000 + mine.length * 1_500);
    const failures: string[] = [];
    for (const url of mine) {
      const problems = watchConsole(page);
      const response = await page.goto(url, { waitUntil: 'load' });
      if (response?.status() !== 200) failures.push(`${url}: HTTP ${response?.status()}`);
      // Hydration reports its warnings before the page marks itself hydrated.
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
      for (const problem of problems.filter((entry) => !isLicenceNotice(entry)))
        failures.push(`${url}: ${problem}`);
    }
    expect(failures).toEqual([]);
  });
}
