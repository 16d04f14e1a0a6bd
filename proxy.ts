import { NextResponse, type NextRequest } from 'next/server';
import { scriptHashesFor } from './src/server/scriptHashes';
import { contentSecurityPolicy, frameAncestorsFor } from './src/server/securityHeaders';

/**
 * English pages have no language prefix: `/x/…` is served by the `/en/x/…` route.
 * An explicit `/en/…` URL redirects to its unprefixed form so each page has one URL.
 * `/zh/…` is served as is.
 */
export function proxy(request: NextRequest) {
  return withPageScriptPolicy(route(request), request.nextUrl.pathname);
}

/**
 * A prerendered page's policy allows its own inline scripts by hash instead of 'unsafe-inline'
 * (the hashes are computed after the build). Other responses keep next.config's policy.
 */
function withPageScriptPolicy(response: NextResponse, pathname: string) {
  const hashes = scriptHashesFor(pathname);
  if (hashes) {
    const options = { siteUrl: process.env.SITE_URL || 'http://localhost:3000' };
    response.headers.set(
      'Content-Security-Policy',
      contentSecurityPolicy(options, frameAncestorsFor(pathname), hashes),
    );
  }
  return response;
}

function route(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === '/en' || pathname.startsWith('/en/')) {
    const url = request.nextUrl.clone();
    url.pathname = pathname.slice('/en'.length) || '/';
    return NextResponse.redirect(url, 308);
  }
  if (pathname === '/zh' || pathname.startsWith('/zh/')) {
    return NextResponse.next();
  }
  // Note: Next normalises 127.0.0.1 to localhost in `nextUrl`, so a request to 127.0.0.1 would
  // look like a rewrite to another host. Open the site as localhost (the scripts do).
  const url = request.nextUrl.clone();
  url.pathname = `/en${pathname}`;
  return NextResponse.rewrite(url);
}

export const config = {
  // Skip Next internals, server routes and any file with an extension (assets, sitemap.xml, robots.txt).
  matcher: ['/((?!_next/|api/|.*\\.[A-Za-z0-9]+$).*)'],
};
