import { describe, expect, it } from 'vitest';
import { flattenPages } from './tree';
import { xPages } from './xPages';
import { isPartGroup, partHolds, xSkeleton } from './xSkeleton';

const parts = xSkeleton.filter(isPartGroup);

describe('xSkeleton', () => {
  it('names each part group by prefixes that hold its pages and no other group’s', () => {
    for (const group of parts) {
      const own = flattenPages(xPages.find((page) => page.pathname === group.pathname)!.children!);
      const others = flattenPages(xPages.filter((page) => page.pathname !== group.pathname));
      expect(own.length).toBeGreaterThan(0);
      expect(own.filter((page) => !partHolds(group, page.pathname))).toEqual([]);
      expect(others.filter((page) => partHolds(group, page.pathname))).toEqual([]);
    }
  });

  it('keeps the rest of the tree whole in the outline', () => {
    const inline = xSkeleton.filter((entry) => !isPartGroup(entry));
    expect(
      xPages.filter((page) => !parts.some((group) => group.pathname === page.pathname)),
    ).toEqual(inline);
  });
});
