// `npm run test:e2e`: a fresh production build, served on a free port, tested by Playwright in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, ensureChromium, freePort, root, startServer, warmServer } from './lib.mjs';
import { ensurePostgres } from './postgres.mjs';
import { recordTiming, timed } from './timings.mjs';

// The ad network and ads endpoint are faked in the browser by the tests (tests/e2e/ads.spec.ts);
// these URLs are baked into the build and allowed by the security policy.
process.env.AD_SCRIPT_URL ??= 'https://ads.fake.test/carbon.js';
process.env.ADS_ENDPOINT ??= 'https://ads.fake.test/ads.json';
// The service worker registers on this host only (tests/e2e/service-worker.spec.ts opens it);
// every other test opens the site as localhost, where nothing registers.
process.env.PRODUCTION_HOST ??= '127.0.0.1';

ensureChromium();
// The two-server spec (scale-out.spec.ts) runs on PostgreSQL: the same database the unit tests use.
process.env.TEST_DATABASE_URL = ensurePostgres();
// The build, the server and the walk each get the machine in turn: the server starts (and loads
// every route's code) only once the build is done, and the browsers only once it answers.
if (!process.argv.includes('--no-build')) await timed('e2e › build', build);
const port = await freePort();
// The feedback store of this run lives in a fresh temporary file; the dashboard needs a token.
const feedback = {
  FEEDBACK_SQLITE_FILE: path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-feedback-')),
    'feedback.sqlite',
  ),
  FEEDBACK_ADMIN_TOKEN: `e2e-${Date.now().toString(36)}`,
};
const serverStarted = performance.now();
const server = await startServer(port, feedback);
let status = 1;
try {
  await warmServer(server.url);
  recordTiming('e2e › server (start, warm)', (performance.now() - serverStarted) / 1000);
  const args = process.argv.slice(2).filter((arg) => arg !== '--no-build');
  const walkStarted = performance.now();
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', ...args],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, BASE_URL: server.url, E2E_ADMIN_TOKEN: feedback.FEEDBACK_ADMIN_TOKEN },
    },
  );
  recordTiming('e2e › browser tests', (performance.now() - walkStarted) / 1000);
  status = result.status ?? 1;
} finally {
  server.stop();
}
process.exit(status);
