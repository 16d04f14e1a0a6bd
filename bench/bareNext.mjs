// The framework's floor for a prose page: the Introduction's main content and inlined styles,
// unchanged, as the one page of a bare Next.js app (same Next and React, no component of ours,
// nothing hydrated but Next's own root). Lighthouse measures it beside the real page in the same
// run: what the real page scores above it is ours to win; what it cannot reach, no page of this
// stack can.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { childEnv, freePort, nextBin, root, run, stopGroup } from '../scripts/lib.mjs';

/** Builds and starts the bare app from `pagePath` as `baseUrl` serves it; `stop()` ends and removes it. */
export async function startBareNext(baseUrl, pagePath) {
  const html = await (await fetch(`${baseUrl}${pagePath}`)).text();
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0];
  if (!main) throw new Error(`${pagePath} has no <main>`);
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((match) => match[1])
    // Font files live on the real server: the bare page sets its text in the fallback faces.
    .join('\n')
    .replace(/@font-face\{[^}]*url\([^}]*\}/g, '');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bare-next-'));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write('content.json', JSON.stringify({ main, styles }));
  write(
    'app/layout.jsx',
    `import content from '../content.json';
export default function Layout({ children }) {
  return (
    <html lang="en">
      <head><style dangerouslySetInnerHTML={{ __html: content.styles }} /></head>
      <body>{children}</body>
    </html>
  );
}
`,
  );
  write(
    'app/page.jsx',
    `import content from '../content.json';
export default function Page() {
  return <div dangerouslySetInnerHTML={{ __html: content.main }} />;
}
`,
  );
  // Its packages are ours; Turbopack resolves them from the file system's root.
  write(
    'next.config.js',
    `module.exports = { turbopack: { root: '/' }, outputFileTracingRoot: '/' };\n`,
  );
  write('package.json', '{ "private": true }\n');
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  run(process.execPath, [nextBin, 'build'], { cwd: dir, stdio: 'ignore' });

  const port = await freePort();
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port)], {
    cwd: dir,
    env: { ...childEnv(), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => /Ready in/.test(String(chunk)) && resolve());
    child.once('exit', (code) => reject(new Error(`the bare Next.js app exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop() {
      stopGroup(child);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
