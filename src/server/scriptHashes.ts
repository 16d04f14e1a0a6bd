import fs from 'node:fs';
import path from 'node:path';

let manifest: Record<string, string[]> | null | undefined;

/**
 * The inline-script hashes of a prerendered page (written after the build by scripts/csp-hashes.mjs).
 * A path the build did not prerender gets the 404 page's hashes, since that page answers it.
 * Undefined on a development server, whose pages are not the build's (a build may have left a
 * manifest in `.next/` beside `.next/dev/`), and when there is no manifest.
 */
export function scriptHashesFor(pathname: string): string[] | undefined {
  if (process.env.NODE_ENV === 'development') return undefined;
  if (manifest === undefined) {
    try {
      manifest = JSON.parse(
        fs.readFileSync(path.join(process.cwd(), '.next', 'csp-hashes.json'), 'utf8'),
      );
    } catch {
      manifest = null;
    }
  }
  return manifest?.[pathname] ?? manifest?.['*'];
}
