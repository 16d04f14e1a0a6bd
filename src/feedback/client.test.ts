// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { headingTitle, issueUrl, readRating, saveRating, sendFeedback } from './client';

const body = { pathname: '/x/introduction', rating: 1 as const, language: 'en' };

describe('sendFeedback', () => {
  it('posts JSON to the endpoint and succeeds only on 201', async () => {
    const calls: [string, RequestInit][] = [];
    const answer = (status: number) =>
      (async (url: string, init: RequestInit) => {
        calls.push([url, init]);
        return new Response(null, { status });
      }) as unknown as typeof fetch;
    expect(await sendFeedback(body, answer(201))).toBe(true);
    expect(calls[0][0]).toBe('/api/feedback');
    expect(calls[0][1].method).toBe('POST');
    expect(JSON.parse(calls[0][1].body as string)).toEqual(body);
    for (const status of [200, 400, 429, 500])
      expect(await sendFeedback(body, answer(status))).toBe(false);
  });

  it('treats a network error as a failure', async () => {
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await sendFeedback(body, offline)).toBe(false);
  });
});

describe('the remembered rating', () => {
  it('is kept per page', () => {
    saveRating('/x/a', 0, localStorage);
    saveRating('/x/b', 1, localStorage);
    expect(readRating('/x/a', localStorage)).toBe(0);
    expect(readRating('/x/b', localStorage)).toBe(1);
    expect(readRating('/x/c', localStorage)).toBeNull();
  });

  it('ignores storage that throws or holds junk', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(() => saveRating('/x/a', 1, broken)).not.toThrow();
    expect(readRating('/x/a', broken)).toBeNull();
    expect(readRating('/x/a', { getItem: () => 'yes' })).toBeNull();
    expect(readRating('/x/a', undefined)).toBeNull();
  });
});

describe('issueUrl', () => {
  it('prefills a GitHub issue with the page URL and the comment', () => {
    const url = new URL(
      issueUrl('https://example.com/x/introduction/', 'Introduction', ' Typo in step 2 '),
    );
    expect(url.origin + url.pathname).toBe('https://github.com/mui/mui-x/issues/new');
    expect(url.searchParams.get('title')).toBe('[docs] Introduction');
    expect(url.searchParams.get('body')).toContain('https://example.com/x/introduction/');
    expect(url.searchParams.get('body')).toMatch(/Typo in step 2$/);
  });
});

describe('headingTitle', () => {
  it('reads the heading text without its links and plan badge', () => {
    document.body.innerHTML =
      '<h2 id="s">Header filters <span data-plan="pro">Pro</span><a href="#s">#</a><a href="#feedback">f</a></h2>';
    expect(headingTitle(document.getElementById('s')!)).toBe('Header filters');
  });
});
