import { describe, expect, it } from 'vitest';
import { fetchExternalAd, firstValidAd, impressionPixels } from './externalAds';

const ad = {
  statlink: 'https://srv.example.com/click/1',
  statimp: 'https://srv.example.com/imp/1',
  image: 'https://cdn.example.com/a.png',
  company: 'Acme',
  description: 'Build <strong>faster</strong>',
  pixel: 'https://px.example.com/a?t=[timestamp]||https://px.example.com/b?t=[timestamp]',
  timestamp: 1700000000,
};

describe('firstValidAd', () => {
  it('takes the first entry with an https statlink', () => {
    expect(firstValidAd({ ads: [{}, { statlink: 'javascript:alert(1)' }, ad] })).toMatchObject({
      statlink: ad.statlink,
      company: 'Acme',
    });
  });

  it('is null for anything else', () => {
    for (const body of [
      null,
      {},
      { ads: 'x' },
      { ads: [] },
      { ads: [{ statlink: 'http://x' }] },
      [],
    ]) {
      expect(firstValidAd(body)).toBeNull();
    }
  });

  it('drops non-https image and impression URLs', () => {
    expect(
      firstValidAd({ ads: [{ ...ad, image: 'data:image/png;base64,x', statimp: 'http://x' }] }),
    ).toMatchObject({
      image: undefined,
      statimp: undefined,
    });
  });
});

describe('fetchExternalAd', () => {
  const responses = (bodies: (unknown | Error)[]) => {
    let calls = 0;
    const fetcher = (async () => {
      const body = bodies[Math.min(calls, bodies.length - 1)];
      calls += 1;
      if (body instanceof Error) throw body;
      return new Response(JSON.stringify(body), { status: 200 });
    }) as unknown as typeof fetch;
    return { fetcher, calls: () => calls };
  };

  it('retries until a valid ad arrives', async () => {
    const fake = responses([{ ads: [] }, new Error('offline'), { ads: [ad] }]);
    expect(await fetchExternalAd('https://ads.example.com/ads.json', fake.fetcher)).toMatchObject({
      statlink: ad.statlink,
    });
    expect(fake.calls()).toBe(3);
  });

  it('gives up after 10 tries and means no ad', async () => {
    const fake = responses([{ ads: [{ company: 'no statlink' }] }]);
    expect(await fetchExternalAd('https://ads.example.com/ads.json', fake.fetcher)).toBeNull();
    expect(fake.calls()).toBe(10);
  });

  it('treats error statuses and invalid JSON as no ad', async () => {
    let calls = 0;
    const fetcher = (async () => {
      calls += 1;
      return calls % 2
        ? new Response('oops', { status: 500 })
        : new Response('{not json', { status: 200 });
    }) as unknown as typeof fetch;
    expect(await fetchExternalAd('https://ads.example.com/ads.json', fetcher)).toBeNull();
    expect(calls).toBe(10);
  });
});

describe('impressionPixels', () => {
  it('splits the pipe-separated URLs and fills in the timestamp', () => {
    expect(impressionPixels(firstValidAd({ ads: [ad] })!)).toEqual([
      'https://px.example.com/a?t=1700000000',
      'https://px.example.com/b?t=1700000000',
    ]);
  });

  it('keeps only https URLs', () => {
    expect(
      impressionPixels({
        statlink: ad.statlink,
        pixel: 'javascript:alert(1)|http://x.com/p|https://ok.com/p',
        timestamp: 1,
      }),
    ).toEqual(['https://ok.com/p']);
  });
});
