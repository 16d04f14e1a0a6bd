import { expect, test } from '@playwright/test';
import { guidePages, watchConsole } from './helpers';

/** Without NEXT_PUBLIC_MUI_LICENSE, Pro and Premium demos log the library's licence notice: expected. */
const isLicenceNotice = (message: string) =>
  /MUI X: (Missing|Invalid) license key|\*{10}/.test(message);

// Four parts, so the two test workers share the walk and no part nears its time limit
// (the sitemap has about 1,300 pages since the Material UI area).
const PARTS = 4;
for (const half of [0, 1, 2, 3]) {
  test(`every page of the sitemap loads without a console error or hydration warning (${half + 1}/${PARTS})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(600_000);
    const xml = await (await request.get('/sitemap.xml')).text();
    const all = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]).pathname,
    );
    expect(all.length).toBeGreaterThan(150);
    // The English guide pages are walked by demos.spec.ts, which also renders their demos and
    // fails on the same console problems.
    const walkedWithDemos = new Set(guidePages());
    const pages = all.filter((path) => !walkedWithDemos.has(path));
    expect(pages.length).toBeLessThan(all.length);
    const failures: string[] = [];
    for (const path of pages.filter((_, index) => index % PARTS === half)) {
      const problems = watchConsole(page);
      const response = await page.goto(path, { waitUntil: 'load' });
      if (response?.status() !== 200) failures.push(`${path}: HTTP ${response?.status()}`);
      // Hydration runs after load; give it a moment to report.
      await page.waitForTimeout(150);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
      for (const problem of problems.filter((entry) => !isLicenceNotice(entry)))
        failures.push(`${path}: ${problem}`);
    }
    expect(failures).toEqual([]);
  });
}
