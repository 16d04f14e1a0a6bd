import { describe, expect, it } from 'vitest';
import { alternateUrls, pageMetadata, productMeta } from './metadata';

describe('productMeta', () => {
  it('names the product and category of guide and API pages', () => {
    expect(productMeta('/x/api/tree-view/rich-tree-view')).toEqual({
      'mui:productId': 'x-tree-view',
      'mui:productCategoryId': 'x',
    });
    expect(productMeta('/x/introduction')).toEqual({
      'mui:productId': 'x-introduction',
      'mui:productCategoryId': 'x',
    });
  });

  it('counts pages outside any product as docs', () => {
    expect(productMeta('/')).toEqual({ 'mui:productId': 'docs', 'mui:productCategoryId': 'docs' });
  });
});

describe('alternateUrls', () => {
  it('lists English, Chinese and x-default with trailing slashes', () => {
    expect(alternateUrls('/x/introduction')).toEqual({
      en: 'http://localhost:3000/x/introduction/',
      zh: 'http://localhost:3000/zh/x/introduction/',
      'x-default': 'http://localhost:3000/x/introduction/',
    });
  });
});

describe('pageMetadata', () => {
  it('sets the canonical URL of the language and the Open Graph fields', () => {
    const metadata = pageMetadata({
      canonicalPathname: '/x/introduction',
      language: 'zh',
      title: 'Overview',
      description: 'What MUI X is.',
    });
    expect(metadata.alternates?.canonical).toBe('http://localhost:3000/zh/x/introduction/');
    expect(metadata.title).toBe('Overview - MUI X');
    expect(metadata.openGraph).toMatchObject({
      url: 'http://localhost:3000/zh/x/introduction/',
      locale: 'zh_CN',
    });
  });
});
