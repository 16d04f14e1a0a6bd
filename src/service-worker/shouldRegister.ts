/**
 * Whether this page registers the worker: only on the production docs host (SPEC §4).
 * `productionHost` may carry a port (`docs.example:8443`); without one any port matches.
 */
export function shouldRegister(
  location: { hostname: string; host: string },
  productionHost: string | undefined,
): boolean {
  const wanted = productionHost?.trim().toLowerCase();
  if (!wanted) return false;
  return wanted.includes(':')
    ? location.host.toLowerCase() === wanted
    : location.hostname.toLowerCase() === wanted;
}
