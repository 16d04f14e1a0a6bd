// After `next build`, before the inline scripts are hashed (csp-hashes.mjs): every prerendered
// page fetches its code after its first paint (scripts/afterPaint.mjs says how and why), and the
// chunks pages fetch for their start are compiled while they stream (scripts/compileHints.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { afterPaint, startupChunks } from './afterPaint.mjs';
import { hintChunks } from './compileHints.mjs';
import { playgroundPages, prerenderedPages, root } from './lib.mjs';

const notFound = path.join(root, '.next', 'server', 'app', '_not-found.html');
const docs = prerenderedPages().map(({ file }) => file);
if (fs.existsSync(notFound)) docs.push(notFound);
// A playground page starts with its demo, whose chunks the docs pages load only later.
const playground = new Set(playgroundPages().map(({ file }) => file));
const files = [...docs, ...playground];

let rewritten = 0;
const chunks = new Set();
for (const file of files) {
  const before = fs.readFileSync(file, 'utf8');
  const html = afterPaint(before);
  if (html !== null) {
    fs.writeFileSync(file, html);
    rewritten += 1;
  }
  if (playground.has(file)) continue;
  for (const chunk of startupChunks(html ?? before)) chunks.add(chunk);
}
const hinted = hintChunks(chunks, path.join(root, '.next'));
console.log(`Scripts after first paint: ${rewritten} of ${files.length} pages.`);
console.log(`Compiled while streaming: ${hinted} new of ${chunks.size} startup chunks.`);
