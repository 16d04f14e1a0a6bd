import { expect, test } from '@playwright/test';
import { watchConsole } from './helpers';

/** Without NEXT_PUBLIC_MUI_LICENSE, Pro and Premium demos log the library's licence notice: expected. */
const isLicenceNotice = (message: string) =>
  /MUI X: (Missing|Invalid) license key|\*{10}/.test(message);

// Two halves, so the two test workers share the walk.
for (const half of [0, 1]) {
  test(`every page of the sitemap loads without a console error or hydration warning (${half + 1}/2)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(600_000);
    const xml = await (await request.get('/sitemap.xml')).text();
    const all = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]).pathname,
    );
    expect(all.length).toBeGreaterThan(150);
    const failures: string[] = [];
    for (const path of all.filter((_, index) => index % 2 === half)) {
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
