import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  trailingSlash: true,
  poweredByHeader: false,
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
