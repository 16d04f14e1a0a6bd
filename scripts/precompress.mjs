// After `next build`: writes brotli and gzip versions of every prerendered page, Markdown twin,
// text route, hashed script and stylesheet, and text file of public/, under
// .next/precompressed/, with a manifest from URL path to files. The production server sends these
// bytes instead of compressing each response again (src/server/precompressed.ts).
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const app = path.join(root, '.next', 'server', 'app');
const OUT = path.join(root, '.next', 'precompressed');
const TEXT = /\.(html|body|js|mjs|css|json|txt|svg|xml|md|webmanifest|map)$/;
/** Smaller files gain too little to pay for a second lookup. */
const MIN_BYTES = 512;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function* walk(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** The URL path a built file answers, or null for what the server never sends as is. */
export function urlFor(file) {
  const relative = path.relative(app, file).split(path.sep).join('/');
  if (relative.startsWith('..')) return null;
  // Pages: en.html is `/`, en/x/a.html is `/x/a/`, zh/x/a.html is `/zh/x/a/`. The admin pages
  // render per request (a fresh nonce), so they are never served from here.
  let match = /^(en|zh)(\/.*)?\.html$/.exec(relative);
  if (match) {
    const [, language, page = ''] = match;
    if (page.startsWith('/admin')) return null;
    return `${language === 'en' ? '' : '/zh'}${page}/`;
  }
  // The playground, in no language: playground/x/a/B.html is `/playground/x/a/B/`.
  match = /^playground\/(.+)\.html$/.exec(relative);
  if (match) return `/playground/${match[1]}/`;
  // Markdown twins: markdown/en/x/a.body is `/x/a.md`; markdown/en.body is `/index.md`.
  match = /^markdown\/(en|zh)(\/.*)?\.body$/.exec(relative);
  if (match) {
    const [, language, page = '/index'] = match;
    return `${language === 'en' ? '' : '/zh'}${page}.md`;
  }
  // Other text routes: sitemap.xml.body is `/sitemap.xml`.
  match = /^(?!en\/|zh\/|markdown\/)(.+)\.body$/.exec(relative);
  return match ? `/${match[1]}` : null;
}

function sources() {
  const list = [];
  for (const file of walk(app)) {
    const url = /\.(html|body)$/.test(file) ? urlFor(file) : null;
    if (url) list.push({ file, url, kind: 'page' });
  }
  for (const file of walk(path.join(root, '.next', 'static'))) {
    if (!TEXT.test(file)) continue;
    const url = `/_next/static/${path
      .relative(path.join(root, '.next', 'static'), file)
      .split(path.sep)
      .join('/')}`;
    list.push({ file, url, kind: 'asset' });
  }
  for (const file of walk(path.join(root, 'public'))) {
    // The service worker script is left to Next: browsers check it for updates on every visit,
    // and it is replaced when a new build is published (tests/e2e/service-worker.spec.ts).
    if (!TEXT.test(file) || path.basename(file) === 'sw.js') continue;
    const url = `/${path.relative(path.join(root, 'public'), file).split(path.sep).join('/')}`;
    list.push({ file, url, kind: 'asset' });
  }
  return list;
}

/** Where a URL's compressed files go: `/x/a/` → `x/a/index.html`, `/_next/static/c.js` as is. */
export const baseFor = (url) => (url.endsWith('/') ? `${url.slice(1)}index.html` : url.slice(1));

async function compressOne({ file, url, kind }) {
  const raw = fs.readFileSync(file);
  if (raw.length < MIN_BYTES) return null;
  // Pages change with every build and are many (hundreds of MB): brotli 6 packs them within a few
  // per cent of 11 at ~60× the speed. Hashed assets are fewer and cached for a year: brotli 10,
  // within 1-2 % of 11 at a third of its time.
  const page = kind === 'page';
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: page ? 6 : 10,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzip(raw, { level: page ? 6 : 9 }),
  ]);
  const entry = { size: raw.length };
  const base = path.join(OUT, baseFor(url));
  fs.mkdirSync(path.dirname(base), { recursive: true });
  // Only what saves something worth a lookup is kept.
  if (br.length < raw.length * 0.95) {
    fs.writeFileSync(`${base}.br`, br);
    entry.br = br.length;
  }
  if (gz.length < raw.length * 0.95) {
    fs.writeFileSync(`${base}.gz`, gz);
    entry.gzip = gz.length;
  }
  return entry.br || entry.gzip ? [url, entry] : null;
}

async function main() {
  const started = performance.now();
  fs.rmSync(OUT, { recursive: true, force: true });
  const queue = sources();
  const manifest = {};
  let rawBytes = 0;
  let brBytes = 0;
  // zlib's async calls run on libuv's thread pool: a few at a time keep both cores busy.
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let next = queue.pop(); next; next = queue.pop()) {
        const result = await compressOne(next);
        if (!result) continue;
        const [url, entry] = result;
        manifest[url] = entry;
        rawBytes += entry.size;
        brBytes += entry.br ?? entry.size;
      }
    }),
  );
  fs.writeFileSync(path.join(OUT, 'manifest.json'), JSON.stringify(manifest));
  const count = Object.keys(manifest).length;
  console.log(
    `Precompressed ${count} files (${(rawBytes / 1e6).toFixed(1)} MB → ${(brBytes / 1e6).toFixed(1)} MB brotli) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
