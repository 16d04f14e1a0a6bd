import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Client modules every docs page hydrates at once. They take their strings as props from their
 * server parents: `useTranslate` bundles the English dictionary, which would join the first load
 * of every page (~1.5 kB gzip), for a handful of labels.
 */
const FIRST_LOAD = [
  'src/analytics/Analytics.tsx',
  'src/analytics/ConsentBanner.tsx',
  'src/ads/AdBlock.tsx',
  'src/ads/AdView.tsx',
  'src/layout/NavToggleButton.tsx',
  'src/layout/XSideNavSlot.tsx',
  'src/layout/HeaderIslands.tsx',
  'src/layout/TocSpy.tsx',
  'src/search/SearchButton.tsx',
  'src/ui/static-markup/StaticMarkupHost.tsx',
  'src/ui/late-island/LateIsland.tsx',
  'src/markdown/components/CodeBlockActions.tsx',
  'src/feedback/FeedbackSlot.tsx',
  'src/markdown-export/CopyPageSlot.tsx',
  'src/app-shell/Providers.tsx',
  'src/i18n/TranslationsProvider.tsx',
];

describe('the first load of a page', () => {
  it.each(FIRST_LOAD)('%s does not translate in the browser', (file) => {
    const source = fs.readFileSync(path.join(process.cwd(), file), 'utf8');
    expect(source).not.toMatch(/import\s*{[^}]*\buseTranslate\b[^}]*}\s*from/);
    expect(source).not.toMatch(/from\s*'[^']*translations(-[a-z]{2})?\.json'/);
  });

  it('reaches useTranslate through the @/i18n barrel without making it a client entry', () => {
    // Server components import the barrel; a 'use client' module behind it is a client reference
    // of every page, which put the English dictionary back in the first load.
    const source = fs.readFileSync(path.join(process.cwd(), 'src/i18n/useTranslate.ts'), 'utf8');
    expect(source).not.toMatch(/^\s*['"]use client['"]/m);
  });
});
