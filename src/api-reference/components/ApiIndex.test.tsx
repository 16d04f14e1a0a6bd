// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { TranslationsProvider } from '@/i18n';
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
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.createElement('div');
    container.innerHTML = renderToString(index);
    document.body.append(container);
    container.querySelector('input')!.value = 'filter';
    await act(async () => {
      hydrateRoot(container, index);
    });
    const names = Array.from(container.querySelectorAll('li code'), (code) => code.textContent);
    expect(names).toEqual(['GridFilterForm']);
    expect(container.querySelector('input')!.value).toBe('filter');
  });
});
