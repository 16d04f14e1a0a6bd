import { AD } from '@/constants';

/** One entry of the ads endpoint's list (SPEC §3, external ad response). */
export interface ExternalAd {
  statlink: string;
  statimp?: string;
  image?: string;
  company?: string;
  description?: string;
  /** Impression pixels: URLs separated by `|` (or `||`), with a `[timestamp]` placeholder. */
  pixel?: string;
  timestamp?: string | number;
}

const isHttps = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

/** The first usable ad of a response body: it must have an https `statlink`. Anything else is no ad. */
export function firstValidAd(body: unknown): ExternalAd | null {
  const ads = (body as { ads?: unknown } | null)?.ads;
  if (!Array.isArray(ads)) return null;
  for (const entry of ads) {
    if (typeof entry !== 'object' || entry === null) continue;
    const ad = entry as Record<string, unknown>;
    if (!isHttps(ad.statlink)) continue;
    const text = (key: string) => (typeof ad[key] === 'string' ? (ad[key] as string) : undefined);
    return {
      statlink: ad.statlink,
      statimp: isHttps(ad.statimp) ? ad.statimp : undefined,
      image: isHttps(ad.image) ? ad.image : undefined,
      company: text('company'),
      description: text('description'),
      pixel: text('pixel'),
      timestamp:
        typeof ad.timestamp === 'number' || typeof ad.timestamp === 'string'
          ? ad.timestamp
          : undefined,
    };
  }
  return null;
}

/**
 * GETs the ads endpoint (no payload) until a response holds a valid ad, at most 10 times. Any
 * failure (network, status, JSON) counts as an empty answer; after the last try there is no ad.
 */
export async function fetchExternalAd(
  endpoint: string,
  fetcher: typeof fetch = fetch,
  tries: number = AD.fetchMaxRetries,
): Promise<ExternalAd | null> {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    try {
      const response = await fetcher(endpoint, { method: 'GET', credentials: 'omit' });
      if (!response.ok) continue;
      const ad = firstValidAd(await response.json());
      if (ad) return ad;
    } catch {
      // Treated as no ad this time.
    }
  }
  return null;
}

/** The impression pixel URLs of an ad, placeholder replaced; only https URLs are kept. */
export function impressionPixels(ad: ExternalAd): string[] {
  if (!ad.pixel) return [];
  const timestamp = String(ad.timestamp ?? Date.now());
  return ad.pixel
    .split('|')
    .map((url) => url.trim().replaceAll('[timestamp]', encodeURIComponent(timestamp)))
    .filter(isHttps);
}
