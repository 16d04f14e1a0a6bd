import { NextResponse, type NextRequest } from 'next/server';
import { securityOptions } from './src/config';
import { redirectFor } from './src/routing/redirects';
import { scriptHashesFor } from './src/server/scriptHashes';
import { contentSecurityPolicy, frameAncestorsFor } from './src/server/securityHeaders';

/**
 * English pages have no language prefix: `/x/…` is served by the `/en/x/…` route.
 * An explicit `/en/…` URL redirects to its unprefixed form so each page has one URL, and every
 * page URL ends with a slash. `/zh/…` is served as is.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const markdown = markdownRoute(pathname);
  if (markdown) {
    const url = request.nextUrl.clone();
    url.pathname = markdown;
    return NextResponse.rewrite(url);
  }
  const moved = redirectFor(pathname);
  if (moved)
    return NextResponse.redirect(new URL(moved.location, request.nextUrl.href), moved.status);
  const redirect = canonicalRedirect(pathname);
  if (redirect) {
    // A plain URL: NextURL would drop the trailing slash we are adding.
    const url = new URL(request.nextUrl.href);
    url.pathname = redirect;
    return NextResponse.redirect(url, 308);
  }
  if (pathname.startsWith('/admin/')) return adminPage(request);
  return withPageScriptPolicy(route(request), pathname);
}

/**
 * A page's Markdown twin: `/x/a/b.md` (or `/zh/x/a/b.md`, `/index.md` for the home page) is served
 * by the `/markdown/<language>/x/a/b` route.
 */
export function markdownRoute(pathname: string): string | null {
  const match = /^(?:\/(en|zh))?(\/.*)\.md$/.exec(pathname);
  if (!match) return null;
  const language = match[1] ?? 'en';
  const page = match[2] === '/index' ? '' : match[2];
  return `/markdown/${language}${page}`;
}

/**
 * Where a non-canonical URL goes: a missing slash, an `/en/` prefix, a language prefix on the
 * playground (a demo alone has no text to translate, so it has one URL, built once).
 */
export function canonicalRedirect(pathname: string): string | null {
  if (!pathname.endsWith('/')) return `${pathname}/`;
  if (pathname === '/en/' || pathname.startsWith('/en/')) return pathname.slice('/en'.length);
  if (pathname.startsWith('/zh/playground/')) return pathname.slice('/zh'.length);
  return null;
}

/**
 * The admin pages render on each request, so they get a fresh nonce: Next reads it from the
 * request's policy header and puts it on its own scripts. The preferences script in <head> is the
 * same on every page: the 404 page's hashes (which the build computed) include it. Without a build
 * manifest (development) the default policy stays.
 */
function adminPage(request: NextRequest) {
  const url = request.nextUrl.clone();
  url.pathname = `/en${request.nextUrl.pathname}`;
  const staticHashes = scriptHashesFor('*');
  if (!staticHashes) return NextResponse.rewrite(url);
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const policy = contentSecurityPolicy(securityOptions(), "'none'", [
    `'nonce-${nonce}'`,
    ...staticHashes,
  ]);
  const headers = new Headers(request.headers);
  headers.set('Content-Security-Policy', policy);
  const response = NextResponse.rewrite(url, { request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

/**
 * A prerendered page's policy allows its own inline scripts by hash instead of 'unsafe-inline'
 * (the hashes are computed after the build). Other responses keep next.config's policy.
 */
function withPageScriptPolicy(response: NextResponse, pathname: string) {
  const hashes = scriptHashesFor(pathname);
  if (hashes) {
    response.headers.set(
      'Content-Security-Policy',
      contentSecurityPolicy(securityOptions(), frameAncestorsFor(pathname), hashes),
    );
  }
  return response;
}

function route(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // The playground has one URL, in no language (app/playground).
  if (pathname.startsWith('/zh/') || pathname.startsWith('/playground/')) {
    return NextResponse.next();
  }
  const url = request.nextUrl.clone();
  url.pathname = `/en${pathname}`;
  return NextResponse.rewrite(url);
}

export const config = {
  // Skip Next internals, server routes, the search index (whose files end in `.pf_meta`,
  // `.pf_fragment`…) and any file with an extension (assets, sitemap.xml, robots.txt).
  // Markdown twins of pages (`….md`) are the one extension it handles.
  matcher: [
    '/((?!_next/|api/|_pagefind/|.*\\.[A-Za-z0-9_]+$).*)',
    '/((?!_next/|api/|_pagefind/).+\\.md)',
  ],
};
