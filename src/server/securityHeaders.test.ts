import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, frameAncestorsFor, securityHeaders } from './securityHeaders';

describe('securityHeaders', () => {
  it('sends the fixed headers and no HSTS over plain http', () => {
    const [pages] = securityHeaders({ siteUrl: 'http://localhost:3000' });
    const names = pages.headers.map((header) => header.key);
    expect(names).toEqual([
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Content-Security-Policy',
    ]);
  });

  it('adds HSTS when the site is served over https', () => {
    const [pages] = securityHeaders({ siteUrl: 'https://docs.example.com' });
    expect(pages.headers).toContainEqual({
      key: 'Strict-Transport-Security',
      value: 'max-age=63072000; includeSubDomains',
    });
  });

  it('forbids framing except for the playground', () => {
    const [pages, playground] = securityHeaders({ siteUrl: 'http://localhost:3000' });
    expect(pages.source).toBe('/:path*');
    expect(pages.headers.at(-1)?.value).toContain("frame-ancestors 'none'");
    expect(playground.source).toBe('/playground/:path*');
    expect(playground.headers.at(-1)?.value).toContain("frame-ancestors 'self'");
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts only from our origin and the configured hosts', () => {
    const policy = contentSecurityPolicy(
      {
        siteUrl: 'http://localhost:3000',
        scriptHosts: [
          'https://www.googletagmanager.com/gtag/js?id=G-1',
          'https://cdn.ads.example/script.js',
        ],
        connectHosts: ['https://analytics.example/collect'],
      },
      "'none'",
    );
    expect(policy).toContain(
      "script-src 'self' blob: 'wasm-unsafe-eval' 'unsafe-inline' https://www.googletagmanager.com https://cdn.ads.example",
    );
    expect(policy).toContain(
      "connect-src 'self' https://analytics.example https://www.googletagmanager.com https://cdn.ads.example",
    );
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("form-action 'self' https://stackblitz.com https://codesandbox.io");
  });

  it('ignores a configured value that is not a URL instead of widening the policy', () => {
    const policy = contentSecurityPolicy(
      { siteUrl: 'x', scriptHosts: ["* 'unsafe-eval'"] },
      "'none'",
    );
    expect(policy).toContain("script-src 'self' blob: 'wasm-unsafe-eval' 'unsafe-inline';");
    expect(policy).not.toContain("'unsafe-eval'");
  });

  it("lets only a development server eval (React's dev build rebuilds stack traces with it)", () => {
    const options = { siteUrl: 'http://localhost:3000' };
    expect(contentSecurityPolicy(options, "'none'", undefined, true)).toContain(
      "script-src 'self' blob: 'wasm-unsafe-eval' 'unsafe-eval' 'unsafe-inline';",
    );
    expect(contentSecurityPolicy(options, "'none'", undefined, false)).not.toContain(
      "'unsafe-eval'",
    );
    // Tests, builds and `npm start` are not development.
    expect(contentSecurityPolicy(options, "'none'")).not.toContain("'unsafe-eval'");
  });
});

describe('per-page script hashes', () => {
  it('replace unsafe-inline when a page has them', () => {
    const policy = contentSecurityPolicy({ siteUrl: 'x' }, "'none'", [
      "'sha256-abc='",
      "'sha256-def='",
    ]);
    expect(policy).toContain(
      "script-src 'self' blob: 'wasm-unsafe-eval' 'sha256-abc=' 'sha256-def=';",
    );
    expect(policy).not.toContain("unsafe-inline'; style");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('frames only the playground, and only from this site', () => {
    expect(frameAncestorsFor('/playground/x/react-data-grid/OverviewBasic/')).toBe("'self'");
    expect(frameAncestorsFor('/x/introduction/')).toBe("'none'");
  });
});
