import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getCurrentVersion, getVersions } from './index';

describe('versions', () => {
  it('reads the current version from the installed data grid package', () => {
    const installed = JSON.parse(
      fs.readFileSync('node_modules/@mui/x-data-grid/package.json', 'utf8'),
    );
    expect(getCurrentVersion()).toBe(installed.version);
    expect(getCurrentVersion()).toMatch(/^8\./);
  });

  it('lists the current version first, then v7 to v4 on their own hosts', () => {
    const versions = getVersions();
    expect(versions[0]).toMatchObject({ current: true, text: `v${getCurrentVersion()}` });
    expect(versions.slice(1).map((version) => [version.text, version.href])).toEqual([
      ['v7', 'https://v7.mui.com/x/'],
      ['v6', 'https://v6.mui.com/x/'],
      ['v5', 'https://v5.mui.com/x/'],
      ['v4', 'https://v4.mui.com/'],
    ]);
  });
});
