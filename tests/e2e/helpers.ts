import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { heaviestFirst } from '../../scripts/shards';
import { listContentPaths, resolveContentFile } from '../../src/content/files';
import { pageDemoNames } from '../../src/demos/files';

// Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not block
// (an injected <script> tag would be: inline scripts run only by hash).
const axeSource = fs.readFileSync(
  path.join(process.cwd(), 'node_modules', 'axe-core', 'axe.min.js'),
  'utf8',
);

/** The pages written so far, in English. Every test that walks "all pages" uses this list. */
export const PAGES = [
  '/',
  '/x/',
  '/x/introduction/',
  '/x/introduction/installation/',
  '/x/introduction/licensing/',
  '/x/introduction/support/',
  '/x/introduction/roadmap/',
  '/x/common-concepts/custom-components/',
  '/versions/',
  '/x/api/charts/',
  '/x/api/tree-view/rich-tree-view/',
  '/material-ui/getting-started/templates/',
  '/system/getting-started/',
  '/material-ui/customization/theming/',
];

/** Records console errors and warnings and uncaught exceptions of a page. */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Waits until the page's code has hydrated it (`<html data-hydrated>`). A page fetches its code
 * after its first paint (scripts/afterPaint.mjs), so the load event comes first. Clicks and keys
 * need no wait (the page holds them until then); synthetic touches and swipes do.
 */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** A one-finger swipe on the element `selector` finds, at y = 300, from `fromX` to `toX`. */
export async function swipe(page: Page, fromX: number, toX: number, selector: string) {
  await page.evaluate(
    ({ fromX, toX, selector }) => {
      const target = document.querySelector(selector)!;
      const point = (x: number) => new Touch({ identifier: 1, target, clientX: x, clientY: 300 });
      const touch = (type: string, at: number, touches: Touch[]) =>
        target.dispatchEvent(
          new TouchEvent(type, { touches, changedTouches: [point(at)], bubbles: true }),
        );
      touch('touchstart', fromX, [point(fromX)]);
      touch('touchend', toX, []);
    },
    { fromX, toX, selector },
  );
}

/**
 * Brings the page's running animations that have an end (a drawer sliding in, a colour in
 * transition) to that end at once, as waiting for them would; endless or paused ones (a spinner,
 * a live chart) are left alone. Finished, not awaited: an animation moves only with the frames
 * the browser paints, and a headless tab that stops painting (demoWalk.ts) would hold the test
 * until its timeout (a CI run lost a guide page's axe check so).
 */
export async function settleAnimations(page: Page) {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (
        animation.playState === 'running' &&
        Number.isFinite(animation.effect?.getComputedTiming().endTime)
      )
        animation.finish();
    }
  });
}

interface AxeOptions {
  /** Only the WCAG 2.x A/AA rules (for demo content; the site's own pages get every rule). */
  wcagOnly?: boolean;
  /**
   * Only this part of the page (a CSS selector). The walk over every guide page checks the page's
   * own content; the header, side nav and table of contents are the same on every page and are
   * checked whole, in light, dark and right to left, by pages.spec.ts.
   */
  within?: string;
}

/**
 * Violations in MUI X's own markup that a demo cannot avoid, each checked to come from the
 * library: the Pro detail-panel toggle cell puts aria-label on a div without a role, the
 * grid's "select all" checkbox sets aria-checked="mixed" on a native checkbox when some rows
 * are selected, and the digital clock's options are named differently from the text they show.
 */
const LIBRARY_ISSUES = [
  { id: 'aria-prohibited-attr', target: /aria-label="Detail panel toggle"/ },
  {
    id: 'aria-conditional-attr',
    target: /data-indeterminate="true"|MuiDataGrid-columnHeaderCheckbox/,
  },
  // The pickers' multi-section digital clock shows "01" but names the option "1 hours".
  { id: 'label-content-name-mismatch', target: /MuiMultiSectionDigitalClockSection-item/ },
];

/**
 * Runs axe-core on the page and fails with a readable list of violations. The library's licence
 * watermark (shown on Pro/Premium demos when no licence key is configured) is left out: it is not
 * there with a key.
 */
export async function expectNoAxeViolations(
  page: Page,
  { wcagOnly = false, within }: AxeOptions = {},
) {
  // Colours are measured at rest: a drawer fading in or a colour in transition reads as too faint.
  await settleAnimations(page);
  await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ onlyWcag, include }) => {
      for (const element of document.querySelectorAll('body *')) {
        if (
          element.childElementCount === 0 &&
          /^MUI X .*licen[cs]e/i.test(element.textContent ?? '')
        ) {
          element.setAttribute('data-licence-watermark', '');
        }
      }
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: object,
              options: object,
            ) => Promise<{
              violations: { id: string; help: string; nodes: { target: string[] }[] }[];
            }>;
          };
        }
      ).axe;
      const result = await axe.run(
        {
          ...(include ? { include: [[include]] } : {}),
          exclude: [['[data-licence-watermark]']],
        },
        {
          resultTypes: ['violations'],
          ...(onlyWcag
            ? { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }
            : {}),
        },
      );
      return result.violations.map((violation) => ({
        id: violation.id,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
    },
    { onlyWcag: wcagOnly, include: within },
  );
  const own = violations
    .map((violation) => ({
      ...violation,
      targets: violation.targets.filter(
        (target) =>
          !LIBRARY_ISSUES.some((issue) => issue.id === violation.id && issue.target.test(target)),
      ),
    }))
    .filter((violation) => violation.targets.length > 0);
  expect(own).toEqual([]);
}

/** Stores a colour mode the way the site does, before any page script runs. */
export async function storeMode(page: Page, mode: 'light' | 'dark') {
  await page.addInitScript((value) => localStorage.setItem('mui-mode', value), mode);
}

/** The written guide pages (nested ones included, translations left out), as URLs. */
export function guidePages(): string[] {
  return listContentPaths().map((canonical) => (canonical === '/' ? '/' : `${canonical}/`));
}

/**
 * The guide pages, the ones with the most demos first. Workers take tests in this order, so the
 * longest pages start early and no worker is left with a heavy page at the end of the walk.
 */
export function guidePagesHeaviestFirst(): string[] {
  const demos = (url: string) => {
    const file = resolveContentFile(url === '/' ? '/' : url.replace(/\/$/, ''), 'en');
    return file ? pageDemoNames(fs.readFileSync(file, 'utf8')).length : 0;
  };
  return heaviestFirst(guidePages(), demos);
}
