// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ApiFold } from './ApiFold';

// The host reads the rows from the table's page; here it only says whether it was asked to.
vi.mock('@/ui/static-markup/StaticMarkupHost', () => ({
  StaticMarkupHost: ({ deferred }: { deferred: boolean }) => (
    <div data-host={deferred ? 'deferred' : 'reading'} />
  ),
}));

const fold = (
  <ApiFold
    id="classes"
    source="/x/api/data-grid/data-grid/css-classes/"
    rowPrefix="class-"
    summary="Show all 238"
    ownPage="Open this table on its own page"
  />
);

describe('a folded API table', () => {
  it('reads its rows when the reader opened it before the page hydrated', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.createElement('div');
    container.innerHTML = renderToString(fold);
    document.body.append(container);
    expect(container.querySelector('[data-host]')!.getAttribute('data-host')).toBe('deferred');
    container.querySelector('details')!.open = true;
    await act(async () => {
      hydrateRoot(container, fold);
    });
    expect(container.querySelector('[data-host]')!.getAttribute('data-host')).toBe('reading');
    expect(container.querySelector('details')!.open).toBe(true);
  });
});
