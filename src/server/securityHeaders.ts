/**
 * The HTTP security headers of every response (set in next.config.ts; the proxy narrows the
 * script policy per page).
 *
 * Script policy: scripts come from our own origin and the configured analytics and ad hosts.
 * Inline scripts: a prerendered page cannot carry a per-request nonce, so the proxy allows that
 * page's own inline scripts by hash (scripts/csp-hashes.mjs); the server-rendered admin pages get a
 * nonce. Only a development server falls back to 'unsafe-inline'.
 */
export interface SecurityOptions {
  /** Public origin of the site; HSTS is sent when it is https. */
  siteUrl: string;
  /** Extra origins allowed to serve scripts and receive beacons (analytics, ad network). */
  scriptHosts?: string[];
  connectHosts?: string[];
}

/** Hosts the demo toolbar posts generated projects to. */
const SANDBOX_HOSTS = ['https://stackblitz.com', 'https://codesandbox.io'];

function originsFrom(values: (string | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const value of values) {
    if (!value) continue;
    try {
      origins.add(new URL(value).origin);
    } catch {
      // Not a URL: ignored rather than widening the policy.
    }
  }
  return [...origins];
}

/**
 * The policy. With `scriptHashes` (a prerendered page's inline scripts, see scripts/csp-hashes.mjs)
 * inline scripts are allowed by hash only; without them (responses the build did not prerender)
 * inline scripts are allowed, still only from our origin.
 */
export function contentSecurityPolicy(
  { scriptHosts = [], connectHosts = [] }: SecurityOptions,
  frameAncestors: string,
  scriptHashes?: string[],
  development = process.env.NODE_ENV === 'development',
) {
  const scripts = originsFrom(scriptHosts);
  const connect = originsFrom([...connectHosts, ...scriptHosts]);
  const inline = scriptHashes ? scriptHashes.join(' ') : "'unsafe-inline'";
  // React's development build rebuilds server stack traces with eval; production never evals.
  const devEval = development ? " 'unsafe-eval'" : '';
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval': search (Pagefind) runs WebAssembly; it allows compiling WASM only, not eval.
    // blob: a reader's edited demo runs as a module the page itself creates from a Blob (only script
    // already running here can make one), so live editing needs no 'unsafe-eval'.
    `script-src 'self' blob: 'wasm-unsafe-eval'${devEval} ${inline}${scripts.map((origin) => ` ${origin}`).join('')}`,
    // Emotion (demos) inserts <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self'${connect.map((origin) => ` ${origin}`).join('')}`,
    `form-action 'self' ${SANDBOX_HOSTS.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/** Pages may not be framed, except the playground (by this site only). */
export function frameAncestorsFor(pathname: string): string {
  return pathname.startsWith('/playground/') ? "'self'" : "'none'";
}

export function securityHeaders(options: SecurityOptions) {
  const common = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    },
    ...(options.siteUrl.startsWith('https://')
      ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
      : []),
  ];
  return [
    // Every page may not be framed...
    {
      source: '/:path*',
      headers: [
        ...common,
        { key: 'Content-Security-Policy', value: contentSecurityPolicy(options, "'none'") },
      ],
    },
    // ...except the playground, which exists to be embedded (by this site only).
    {
      source: '/playground/:path*',
      headers: [
        ...common,
        { key: 'Content-Security-Policy', value: contentSecurityPolicy(options, "'self'") },
      ],
    },
  ];
}
