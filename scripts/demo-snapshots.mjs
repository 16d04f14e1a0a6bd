// After `next build`: a picture of the first demo of every page, written into the page's
// prerendered HTML, so a reader sees the component at first paint (and with scripts blocked)
// instead of an empty box until its code arrives. The live demo replaces it when it loads.
//
// Each demo is rendered once, alone, on its playground page in Chromium, at the width a guide
// page gives its demos; we keep its markup (ids renamed so they cannot clash with the page's)
// and the Emotion rules its classes use, with the demo theme's colour variables scoped to the
// picture. The picture is inert (no focus, no clicks) and left out of the search index.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  ensureChromium,
  freePort,
  prerenderedPages,
  startServer,
} from './lib.mjs';
import { captureDemo, FIRST_DEMO, withPicture } from './demoSnapshot.mjs';

/** A guide page's demo column is this wide at 1300 px (the first-screen test's laptop). */
const GUIDE_VIEWPORT = { width: 1300, height: 1100 };

if (process.env.DEMO_SNAPSHOTS === '0') {
  console.log('Demo snapshots: off (DEMO_SNAPSHOTS=0).');
  process.exit(0);
}
const started = performance.now();
const pages = prerenderedPages()
  .map((page) => ({ ...page, html: fs.readFileSync(page.file, 'utf8') }))
  // Guide pages (their demos sit in `section.demo`), not the full-screen template pages.
  .filter((page) => /<section id="demo-[^"]+" class="demo"/.test(page.html))
  .map((page) => ({ ...page, first: FIRST_DEMO.exec(page.html) }))
  .filter((page) => page.first);
const keys = [...new Set(pages.map((page) => page.first[2]))];

ensureChromium();
// The server's feedback store, unused here, goes to a throw-away file.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-snapshots-'));
const server = await startServer(await freePort(), {
  FEEDBACK_SQLITE_FILE: path.join(scratch, 'feedback.sqlite'),
});
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const pictures = new Map();
const failed = [];
/** Demos whose markup an HTML parser would read back differently: left without a picture. */
const unstable = [];
try {
  const context = await browser.newContext({ viewport: GUIDE_VIEWPORT, reducedMotion: 'reduce' });
  // The width of a guide page's demo box, which the playground page is then given.
  const guide = await context.newPage();
  await guide.goto(`${server.url}${pages.find((page) => page.language === 'en').url}`);
  const width = await guide
    .locator('.demo-preview')
    .first()
    .evaluate((box) => box.clientWidth);
  await guide.close();

  const queue = [...keys];
  const worker = async () => {
    const page = await context.newPage();
    // The playground pads its demo by 16 px on each side, as the guide's box does.
    await page.setViewportSize({ width: width + 32, height: GUIDE_VIEWPORT.height });
    for (let key = queue.shift(); key; key = queue.shift()) {
      try {
        await page.goto(`${server.url}/playground/${key}/`, { waitUntil: 'load' });
        const picture = await captureDemo(
          page,
          `s${pictures.size + unstable.length + failed.length}`,
        );
        if (picture) pictures.set(key, picture);
        else if (picture === '') unstable.push(key);
        else failed.push(key);
        const done = pictures.size + unstable.length + failed.length;
        if (done % 50 === 0) console.log(`Demo snapshots: ${done} of ${keys.length}…`);
      } catch (error) {
        failed.push(`${key} (${error.message.split('\n')[0]})`);
      }
    }
    await page.close();
  };
  await Promise.all(Array.from({ length: Math.min(2, os.availableParallelism()) }, worker));
} finally {
  await browser.close();
  server.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
}

let bytes = 0;
for (const page of pages) {
  const picture = pictures.get(page.first[2]);
  if (!picture) continue;
  const html = withPicture(page.html, picture);
  bytes += picture.length;
  fs.writeFileSync(page.file, html);
}
console.log(
  `Demo snapshots: ${pictures.size} of ${keys.length} demos pictured for ${pages.length} pages ` +
    `(${(bytes / 1024 / 1024).toFixed(1)} MB of HTML) in ${((performance.now() - started) / 1000).toFixed(0)} s.`,
);
if (unstable.length > 0) {
  console.warn(
    `Demo snapshots: ${unstable.length} demos left as they are (markup that does not read back ` +
      `the same from HTML): ${unstable.join(', ')}`,
  );
}
if (failed.length > 0) {
  console.error(`Demo snapshots: no picture of ${failed.length} demos: ${failed.join(', ')}`);
  process.exit(1);
}
