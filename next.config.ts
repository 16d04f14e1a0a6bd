import os from 'node:os';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { config, securityOptions } from './src/config';
import { securityHeaders } from './src/server/securityHeaders';

const nextConfig: NextConfig = {
  // Page URLs end with a slash; the proxy adds a missing one (308). Next's own redirect is off
  // because it would also move `POST /api/feedback` to `/api/feedback/`.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // Inlined into the client at build: the service worker registers only on this host.
  env: { PRODUCTION_HOST: config.productionHost ?? '' },
  async headers() {
    // The ad and analytics hosts join the policy when configured (see the README).
    return [
      ...securityHeaders(securityOptions()),
      {
        // The worker lives under /x/ (SPEC §7) but serves the whole site, /zh/ included.
        source: '/x/sw.js',
        headers: [
          { key: 'Service-Worker-Allowed', value: '/' },
          { key: 'Cache-Control', value: 'no-cache' },
        ],
      },
    ];
  },
  reactStrictMode: true,
  // `npm run check` runs tsc over the whole project (demos included) before any build; not twice.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    globalNotFound: true,
    // Our CSS is small (~15 kB): inlining it saves a render-blocking round trip on first load.
    inlineCss: true,
    // A clean CI clone builds once and throws the cache away: writing it cost ~30 s of each run.
    turbopackFileSystemCacheForBuild: !process.env.CI,
    // `next dev` compiles a demo registry when the browser first asks for it, not the ~380 page
    // registries (every demo of the site) on the first request: 227 s → 20 s to the first page.
    turbopackLazyDynamicImports: true,
    turbopackLazyDynamicImportsSSR: true,
  },
};

export default function nextConfigFor(phase: string): NextConfig {
  return {
    ...nextConfig,
    experimental: {
      ...nextConfig.experimental,
      // No source maps in the production build: none for the browser (Next's default) and none for
      // the server either. Writing them took a fifth of the compile (5.5 → 4.5 min on 2 cores); the
      // cost is that a server error's stack points into the built chunks. `next dev` keeps them.
      turbopackSourceMaps: phase !== PHASE_PRODUCTION_BUILD,
      // Next prerenders with one worker per core but one, which is a single worker on 2 cores: it
      // kept about 1.3 cores busy. Nothing else runs during `next build`, so two workers there
      // prerender the 3,605 pages in 3.8 min instead of 5.1 (more cores keep Next's own choice).
      // Build only: `next dev` keeps its own choice for the workers it starts.
      ...(phase === PHASE_PRODUCTION_BUILD && { cpus: Math.max(2, os.availableParallelism() - 1) }),
    },
  };
}
