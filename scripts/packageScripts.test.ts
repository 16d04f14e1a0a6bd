import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const { scripts } = JSON.parse(
  fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'),
) as { scripts: Record<string, string> };

describe('package.json scripts', () => {
  // The README promises it, and the network here reaches only the npm registry: a `next` command
  // run straight from a script (not through scripts/lib.mjs, which sets it) must say it itself.
  it.each(Object.entries(scripts).filter(([, line]) => /(^|&&\s*)(\S+=\S+\s+)*next\s/.test(line)))(
    '"%s" runs next with telemetry off',
    (_name, line) => {
      expect(line).toMatch(/NEXT_TELEMETRY_DISABLED=1 next\s/);
    },
  );

  it("the writers' dev server is among the scripts checked", () => {
    expect(scripts.dev).toMatch(/next dev/);
  });
});
