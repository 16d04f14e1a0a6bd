// After `next build`: hashes every inline <script> of each prerendered page, so the proxy can send
// a per-page Content-Security-Policy that allows exactly those scripts (static pages cannot carry
// per-request nonces). Output: .next/csp-hashes.json, { "/x/introduction/": ["'sha256-…'", …] },
// plus "*" for the 404 page, which answers every other URL.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { playgroundPages, prerenderedPages } from './lib.mjs';

const root = path.resolve(import.meta.dirname, '..');
const app = path.join(root, '.next', 'server', 'app');
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

const manifest = {};
const add = (url, file) => {
  const html = fs.readFileSync(file, 'utf8');
  const hashes = new Set();
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  manifest[url] = [...hashes];
};

for (const { url, file } of [...prerenderedPages(), ...playgroundPages()]) add(url, file);

// Every URL the build did not prerender is answered by the static 404 page (global-not-found).
if (fs.existsSync(path.join(app, '_not-found.html'))) add('*', path.join(app, '_not-found.html'));

fs.writeFileSync(path.join(root, '.next', 'csp-hashes.json'), JSON.stringify(manifest));
console.log(`CSP: inline script hashes for ${Object.keys(manifest).length} pages.`);
