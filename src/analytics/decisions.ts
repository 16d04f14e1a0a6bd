import {
  canonicalizePathname,
  getProductCategoryId,
  getProductId,
  localizePath,
  pathnameToLanguage,
} from '@/routing';

/**
 * The analytics module's decisions, as pure functions: what the reader agreed to, which events a
 * sample keeps, and the parameters each call carries. Randomness is injected, so tests are exact.
 */

/** Web vitals are reported for about 1 in 10,000 page loads (SPEC §9). */
export const WEB_VITALS_SAMPLE_RATE = 1 / 10_000;

/** localStorage key of the reader's choice in the consent banner. */
export const CONSENT_STORAGE_KEY = 'docs-analytics-consent';

export type ConsentChoice = 'granted' | 'denied';

export interface PrivacySignals {
  /** The stored banner choice, as read from localStorage (anything, or null). */
  stored: string | null;
  /** `navigator.doNotTrack` (or the older `window.doNotTrack`) says "1". */
  doNotTrack: boolean;
  /** `navigator.globalPrivacyControl` is true. */
  globalPrivacyControl: boolean;
}

export interface ConsentState {
  analytics: ConsentChoice;
  /** Whether to show the banner: only when the reader has neither chosen nor opted out. */
  ask: boolean;
}

/**
 * Analytics storage starts denied. Do Not Track or Global Privacy Control mean essential only, with
 * no banner, whatever was stored; otherwise a stored choice holds, and without one the reader is asked.
 */
export function decideConsent({
  stored,
  doNotTrack,
  globalPrivacyControl,
}: PrivacySignals): ConsentState {
  if (doNotTrack || globalPrivacyControl) return { analytics: 'denied', ask: false };
  if (stored === 'granted' || stored === 'denied') return { analytics: stored, ask: false };
  return { analytics: 'denied', ask: true };
}

/** Keeps a fraction `rate` (0 to 1) of the calls. */
export function sampled(rate: number, random: () => number): boolean {
  return random() < rate;
}

/**
 * `data-ga-event-split="0.1"` keeps about a tenth of the clicks. Without the attribute every click
 * is kept; a value that is not a number from 0 to 1 is ignored (every click kept) rather than
 * silently dropping them all.
 */
export function keepBySplit(split: string | null | undefined, random: () => number): boolean {
  if (split === null || split === undefined || split.trim() === '') return true;
  const rate = Number(split);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) return true;
  return sampled(rate, random);
}

/** The attributes of a clickable element that asks to be counted. */
export interface ClickAttributes {
  category: string;
  action: string | null;
  label: string | null;
  split: string | null;
}

/** The event a click sends, or null when the split sample drops it. */
export function clickEvent(
  { category, action, label, split }: ClickAttributes,
  random: () => number,
): { action: string; params: Record<string, string> } | null {
  if (!keepBySplit(split, random)) return null;
  const params: Record<string, string> = { event_category: category };
  if (label !== null) params.event_label = label;
  return { action: action ?? 'click', params };
}

/**
 * What a page view says about the page at `pathname` (the address bar's path): its canonical URL
 * on `origin`, and its product and category, which come from the path (SPEC §2) like the page's
 * `mui:*` meta tags.
 */
export function pageFromPath(pathname: string, origin: string) {
  const parsed = pathnameToLanguage(pathname);
  const canonical = canonicalizePathname(parsed.canonicalAs);
  return {
    location: `${origin}${localizePath(canonical, parsed.userLanguage)}`,
    productId: getProductId(canonical),
    productCategoryId: getProductCategoryId(canonical),
  };
}

export interface PageViewInput {
  title: string;
  /** The page's canonical URL (the `<link rel="canonical">`), else the address bar's. */
  location: string;
  productId: string | null;
  productCategoryId: string | null;
}

/** `page_view` parameters (SPEC §7); pages outside a product count as `docs`. */
export function pageViewParams({ title, location, productId, productCategoryId }: PageViewInput) {
  return {
    page_title: title,
    page_location: location,
    productId: productId || 'docs',
    productCategoryId: productCategoryId || 'docs',
  };
}

export interface UserPropertyInput {
  codeVariant: string | null;
  userLanguage: string;
  devicePixelRatio: number;
  prefersDark: boolean;
  colorScheme: string | null;
  codeStyling: string | null;
}

/** The user properties every page view carries (SPEC §7), with the site's defaults filled in. */
export function userProperties(input: UserPropertyInput) {
  return {
    codeVariant: input.codeVariant === 'JS' ? 'JS' : 'TS',
    userLanguage: input.userLanguage,
    // Rounded to a tenth: 1.0000000149 and 1 are the same screen.
    devicePixelRatio: Math.round(input.devicePixelRatio * 10) / 10,
    colorSchemeOS: input.prefersDark ? 'dark' : 'light',
    colorScheme: input.colorScheme === 'dark' ? 'dark' : 'light',
    codeStylingVariant: input.codeStyling ?? 'system',
  };
}

export interface VitalMetric {
  name: string;
  value: number;
  delta: number;
  id: string;
  rating?: string;
}

/** A web-vitals metric as an event: CLS is scaled by 1000 so it survives integer reporting. */
export function webVitalEvent(metric: VitalMetric) {
  const scale = metric.name === 'CLS' ? 1000 : 1;
  return {
    action: metric.name,
    params: {
      event_category: 'Web Vitals',
      value: Math.round(metric.value * scale),
      metric_id: metric.id,
      metric_value: metric.value,
      metric_delta: metric.delta,
      metric_rating: metric.rating ?? null,
      non_interaction: true,
    },
  };
}
