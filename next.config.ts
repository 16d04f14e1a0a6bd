import type { NextConfig } from 'next';
import { securityOptions } from './src/config';
import { securityHeaders } from './src/server/securityHeaders';

const nextConfig: NextConfig = {
  // Page URLs end with a slash; the proxy adds a missing one (308). Next's own redirect is off
  // because it would also move `POST /api/feedback` to `/api/feedback/`.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  async headers() {
    // The ad hosts (and, later, analytics) join the policy when configured (see the README).
    return securityHeaders(securityOptions());
  },
  reactStrictMode: true,
  // `npm run check` runs tsc over the whole project (demos included) before any build; not twice.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    globalNotFound: true,
    // Our CSS is small (~15 kB): inlining it saves a render-blocking round trip on first load.
    inlineCss: true,
  },
};

export default nextConfig;
