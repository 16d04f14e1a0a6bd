// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TranslationsProvider } from '@/i18n';
import { hydrateAfter } from '@/test-utils/hydrateAfter';
import { ApiIndex, type ApiIndexEntry } from './ApiIndex';

vi.mock('@/navigation/IntentLink', () => ({
  IntentLink: ({ href, children }: { href: string; children: ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));

const ENTRIES: ApiIndexEntry[] = [
  { name: 'DataGrid', href: '/x/api/data-grid/data-grid/', kind: 'component' },
  { name: 'GridFilterForm', href: '/x/api/data-grid/grid-filter-form/', kind: 'component' },
];

const index = (
  <TranslationsProvider userLanguage="en">
    <ApiIndex entries={ENTRIES} />
  </TranslationsProvider>
);

describe('the API index', () => {
  it('filters by what the reader typed before the page hydrated', async () => {
    const { container, recoverable } = await hydrateAfter(index, (html) => {
      html.querySelector('input')!.value = 'filter';
    });
    expect(recoverable).toEqual([]);
    const names = Array.from(container.querySelectorAll('li code'), (code) => code.textContent);
    expect(names).toEqual(['GridFilterForm']);
    expect(container.querySelector('input')!.value).toBe('filter');
  });
});
