import { describe, expect, it, vi } from 'vitest';
import { boundedCache, remembered } from './boundedCache';

describe('boundedCache and remembered', () => {
  it('keep the latest entries up to the limit, forgetting the oldest', () => {
    const cache = boundedCache<number>(2);
    cache.set('a', 1).set('b', 2).set('a', 3).set('c', 4);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([3, undefined, 4]);
  });

  it('compute once per key, and again after a failure', async () => {
    const cache = boundedCache<Promise<string>>(10);
    const compute = vi.fn().mockRejectedValueOnce(new Error('broken')).mockResolvedValue('ok');
    await expect(remembered(cache, 'k', compute)).rejects.toThrow('broken');
    expect(await remembered(cache, 'k', compute)).toBe('ok');
    expect(await remembered(cache, 'k', compute)).toBe('ok');
    expect(compute).toHaveBeenCalledTimes(2);
  });
});
