// After `next build`, before the inline scripts are hashed (csp-hashes.mjs): every prerendered
// page fetches its code after its first paint (scripts/afterPaint.mjs says how and why).
import fs from 'node:fs';
import path from 'node:path';
import { afterPaint } from './afterPaint.mjs';
import { playgroundPages, prerenderedPages, root } from './lib.mjs';

const notFound = path.join(root, '.next', 'server', 'app', '_not-found.html');
const files = [...prerenderedPages(), ...playgroundPages()].map(({ file }) => file);
if (fs.existsSync(notFound)) files.push(notFound);

let rewritten = 0;
for (const file of files) {
  const html = afterPaint(fs.readFileSync(file, 'utf8'));
  if (html === null) continue;
  fs.writeFileSync(file, html);
  rewritten += 1;
}
console.log(`Scripts after first paint: ${rewritten} of ${files.length} pages.`);
