import { describe, expect, it } from 'vitest';
import { balancedParts, heaviestFirst } from './shards';

describe('heaviestFirst', () => {
  it('orders by weight, keeping the order of equal weights', () => {
    expect(heaviestFirst(['a1', 'b3', 'c1', 'd2'], (item) => Number(item[1]))).toEqual([
      'b3',
      'd2',
      'a1',
      'c1',
    ]);
  });
});

describe('balancedParts', () => {
  const weight = (item: number) => item;

  it('keeps every item once and evens out the totals', () => {
    // Round-robin by position gives 9 + 8 + 1 + 1 = 19 and 9 + 1 + 1 + 1 = 12.
    const items = [9, 9, 8, 1, 1, 1, 1, 1];
    const parts = balancedParts(items, weight, 2);
    expect(parts.flat().sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
    const totals = parts.map((part) => part.reduce((sum, item) => sum + item, 0));
    expect(totals).toEqual([17, 14]);
  });

  it('gives empty parts when there are fewer items than parts', () => {
    expect(balancedParts([5], weight, 3)).toEqual([[5], [], []]);
  });

  it('refuses a count that is not a positive integer', () => {
    expect(() => balancedParts([1], weight, 0)).toThrow(RangeError);
  });
});
