import { describe, expect, it } from 'vitest';
import {
  clickEvent,
  decideConsent,
  keepBySplit,
  pageFromPath,
  pageViewParams,
  sampled,
  userProperties,
  WEB_VITALS_SAMPLE_RATE,
  webVitalEvent,
} from './decisions';

const fixed = (value: number) => () => value;

describe('decideConsent', () => {
  const none = { stored: null, doNotTrack: false, globalPrivacyControl: false };

  it('starts denied and asks when the reader has not chosen', () => {
    expect(decideConsent(none)).toEqual({ analytics: 'denied', ask: true });
  });

  it('keeps a stored choice without asking again', () => {
    expect(decideConsent({ ...none, stored: 'granted' })).toEqual({
      analytics: 'granted',
      ask: false,
    });
    expect(decideConsent({ ...none, stored: 'denied' })).toEqual({
      analytics: 'denied',
      ask: false,
    });
  });

  it('treats an unreadable stored value as no choice', () => {
    expect(decideConsent({ ...none, stored: 'yes please' })).toEqual({
      analytics: 'denied',
      ask: true,
    });
  });

  it('means essential only, with no banner, under Do Not Track or Global Privacy Control', () => {
    expect(decideConsent({ ...none, stored: 'granted', doNotTrack: true })).toEqual({
      analytics: 'denied',
      ask: false,
    });
    expect(decideConsent({ ...none, globalPrivacyControl: true })).toEqual({
      analytics: 'denied',
      ask: false,
    });
  });
});

describe('sampling', () => {
  it('keeps a call when random() falls under the rate', () => {
    expect(sampled(0.1, fixed(0.0999))).toBe(true);
    expect(sampled(0.1, fixed(0.1))).toBe(false);
  });

  it('samples web vitals at 1 in 10,000', () => {
    expect(WEB_VITALS_SAMPLE_RATE).toBe(0.0001);
    expect(sampled(WEB_VITALS_SAMPLE_RATE, fixed(0.00009))).toBe(true);
    expect(sampled(WEB_VITALS_SAMPLE_RATE, fixed(0.0001))).toBe(false);
  });

  it('applies data-ga-event-split, keeping every click without a usable one', () => {
    expect(keepBySplit('0.1', fixed(0.05))).toBe(true);
    expect(keepBySplit('0.1', fixed(0.5))).toBe(false);
    expect(keepBySplit('0', fixed(0))).toBe(false);
    expect(keepBySplit(null, fixed(0.99))).toBe(true);
    expect(keepBySplit('', fixed(0.99))).toBe(true);
    expect(keepBySplit('often', fixed(0.99))).toBe(true);
    expect(keepBySplit('2', fixed(0.99))).toBe(true);
  });
});

describe('clickEvent', () => {
  it('sends category, action and label', () => {
    expect(
      clickEvent(
        { category: 'demo', action: 'copy', label: 'DataGridDemo', split: null },
        fixed(0),
      ),
    ).toEqual({
      action: 'copy',
      params: { event_category: 'demo', event_label: 'DataGridDemo' },
    });
  });

  it('defaults the action to click and leaves out a missing label', () => {
    expect(
      clickEvent({ category: 'nav', action: null, label: null, split: null }, fixed(0)),
    ).toEqual({ action: 'click', params: { event_category: 'nav' } });
  });

  it('is dropped outside the split sample', () => {
    expect(
      clickEvent({ category: 'nav', action: 'x', label: null, split: '0.1' }, fixed(0.2)),
    ).toBeNull();
  });
});

describe('pageFromPath', () => {
  it('gives the canonical URL and the product of a page, in either language', () => {
    expect(pageFromPath('/x/react-data-grid/sorting/', 'https://mui.com')).toEqual({
      location: 'https://mui.com/x/react-data-grid/sorting/',
      productId: 'x-data-grid',
      productCategoryId: 'x',
    });
    expect(pageFromPath('/zh/x/react-date-pickers', 'https://mui.com')).toEqual({
      location: 'https://mui.com/zh/x/react-date-pickers/',
      productId: 'x-date-pickers',
      productCategoryId: 'x',
    });
    expect(pageFromPath('/x/introduction/licensing/', 'http://localhost:3000').productId).toBe(
      'x-introduction',
    );
  });
});

describe('pageViewParams', () => {
  it('carries title, canonical location and the product ids', () => {
    expect(
      pageViewParams({
        title: 'Sorting - MUI X',
        location: 'https://mui.com/x/react-data-grid/sorting/',
        productId: 'x-data-grid',
        productCategoryId: 'x',
      }),
    ).toEqual({
      page_title: 'Sorting - MUI X',
      page_location: 'https://mui.com/x/react-data-grid/sorting/',
      productId: 'x-data-grid',
      productCategoryId: 'x',
    });
  });

  it('counts pages outside a product as docs', () => {
    const params = pageViewParams({
      title: 't',
      location: 'l',
      productId: null,
      productCategoryId: '',
    });
    expect([params.productId, params.productCategoryId]).toEqual(['docs', 'docs']);
  });
});

describe('userProperties', () => {
  it('reports the reader’s settings, with the site’s defaults for missing ones', () => {
    expect(
      userProperties({
        codeVariant: 'JS',
        userLanguage: 'zh',
        devicePixelRatio: 2.625,
        prefersDark: true,
        colorScheme: 'light',
        codeStyling: 'tailwind',
      }),
    ).toEqual({
      codeVariant: 'JS',
      userLanguage: 'zh',
      devicePixelRatio: 2.6,
      colorSchemeOS: 'dark',
      colorScheme: 'light',
      codeStylingVariant: 'tailwind',
    });
    expect(
      userProperties({
        codeVariant: null,
        userLanguage: 'en',
        devicePixelRatio: 1,
        prefersDark: false,
        colorScheme: null,
        codeStyling: null,
      }),
    ).toMatchObject({ codeVariant: 'TS', colorScheme: 'light', codeStylingVariant: 'system' });
  });
});

describe('webVitalEvent', () => {
  it('scales CLS by 1000 and rounds the value', () => {
    expect(
      webVitalEvent({ name: 'CLS', value: 0.0123, delta: 0.0123, id: 'v1', rating: 'good' }),
    ).toEqual({
      action: 'CLS',
      params: {
        event_category: 'Web Vitals',
        value: 12,
        metric_id: 'v1',
        metric_value: 0.0123,
        metric_delta: 0.0123,
        metric_rating: 'good',
        non_interaction: true,
      },
    });
    expect(
      webVitalEvent({ name: 'LCP', value: 1234.6, delta: 1234.6, id: 'v2' }).params.value,
    ).toBe(1235);
  });
});
