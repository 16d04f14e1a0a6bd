import path from 'node:path';
import { expect, type Page } from '@playwright/test';

const axePath = path.join(process.cwd(), 'node_modules', 'axe-core', 'axe.min.js');

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

/** Runs axe-core on the page and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page) {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: { id: string; help: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  });
  expect(violations).toEqual([]);
}

/** Stores a colour mode the way the site does, before any page script runs. */
export async function storeMode(page: Page, mode: 'light' | 'dark') {
  await page.addInitScript((value) => localStorage.setItem('mui-mode', value), mode);
}
