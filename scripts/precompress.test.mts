import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script, without type declarations.
import { urlFor } from './precompress.mjs';

const app = path.resolve(import.meta.dirname, '..', '.next', 'server', 'app');
const built = (relative: string) => urlFor(path.join(app, ...relative.split('/')));

describe('the URL each built file answers', () => {
  it('serves English pages without a prefix and Chinese ones under /zh/', () => {
    expect(built('en.html')).toBe('/');
    expect(built('en/x/introduction.html')).toBe('/x/introduction/');
    expect(built('zh/x/introduction.html')).toBe('/zh/x/introduction/');
  });

  it('serves the playground, built in no language, at its one URL', () => {
    expect(built('playground/x/react-charts/BarBasic.html')).toBe(
      '/playground/x/react-charts/BarBasic/',
    );
  });

  it('leaves out the admin pages, which render per request', () => {
    expect(built('en/admin/feedback.html')).toBeNull();
  });

  it('serves Markdown twins and text routes', () => {
    expect(built('markdown/en/x/introduction.body')).toBe('/x/introduction.md');
    expect(built('markdown/zh.body')).toBe('/zh/index.md');
    expect(built('sitemap.xml.body')).toBe('/sitemap.xml');
  });
});
