import type { NextConfig } from 'next';
import { securityHeaders } from './src/server/securityHeaders';

const nextConfig: NextConfig = {
  trailingSlash: true,
  poweredByHeader: false,
  async headers() {
    // Analytics and ad hosts join the policy when those features are configured (see the README).
    return securityHeaders({ siteUrl: process.env.SITE_URL || 'http://localhost:3000' });
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
