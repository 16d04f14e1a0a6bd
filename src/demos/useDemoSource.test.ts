// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDemoSource } from './useDemoSource';

const URL = '/demo-source/x/react-data-grid/SortingBasic.json';
const body = {
  TS: '<pre tabindex="0"><code><span>const a: number = 1;</span></code></pre>',
  JS: '<pre tabindex="0"><code><span>const a = 1;</span></code></pre>',
};
const answer = (status: number, json: unknown) =>
  Promise.resolve(new Response(JSON.stringify(json), { status }));

afterEach(() => vi.unstubAllGlobals());

describe('useDemoSource', () => {
  it('fetches once for every caller and reads the code out of the highlighted HTML', async () => {
    const fetch = vi.fn(() => answer(200, body));
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useDemoSource(URL));
    expect(result.current.source).toBeNull();
    let texts: string[] = [];
    await act(async () => {
      const [first, second] = await Promise.all([result.current.load(), result.current.load()]);
      texts = [first.TS.text, second.JS.text];
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(texts).toEqual(['const a: number = 1;', 'const a = 1;']);
    expect(result.current.source?.JS.html).toBe(body.JS);
    expect(result.current.failed).toBe(false);
  });

  it('reports a failed fetch, and the next call tries again', async () => {
    const fetch = vi
      .fn()
      .mockImplementationOnce(() => answer(503, { error: 'busy' }))
      .mockImplementationOnce(() => answer(200, { TS: 42 }))
      .mockImplementation(() => answer(200, body));
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useDemoSource(URL));
    act(() => result.current.prefetch());
    await waitFor(() => expect(result.current.failed).toBe(true));
    await act(async () => {
      await expect(result.current.load()).rejects.toThrow(/is not a demo source/);
    });
    await act(async () => {
      await result.current.load();
    });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(result.current.failed).toBe(false);
    expect(result.current.source?.TS.text).toBe('const a: number = 1;');
  });
});
