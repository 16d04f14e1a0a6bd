// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { hydrateAfter } from '@/test-utils/hydrateAfter';
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
    labels={{ loading: 'Loading this section…', failed: 'This section could not be loaded.' }}
  />
);

describe('a folded API table', () => {
  it('reads its rows when the reader opened it before the page hydrated', async () => {
    const { container, recoverable } = await hydrateAfter(fold, (html) => {
      expect(html.querySelector('[data-host]')!.getAttribute('data-host')).toBe('deferred');
      html.querySelector('details')!.open = true;
    });
    expect(recoverable).toEqual([]);
    expect(container.querySelector('[data-host]')!.getAttribute('data-host')).toBe('reading');
    expect(container.querySelector('details')!.open).toBe(true);
  });
});
