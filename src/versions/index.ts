import fs from 'node:fs';
import path from 'node:path';

import type { VersionLink } from './types';

export type { VersionLink } from './types';

/** Older majors live on other hosts (SPEC §2). */
export const OLDER_VERSIONS: readonly VersionLink[] = [
  { text: 'v7', href: 'https://v7.mui.com/x/', current: false },
  { text: 'v6', href: 'https://v6.mui.com/x/', current: false },
  { text: 'v5', href: 'https://v5.mui.com/x/', current: false },
  { text: 'v4', href: 'https://v4.mui.com/', current: false },
];

/** The documented version: the one of `@mui/x-data-grid` installed with the site. */
const versionByRoot = new Map<string, string>();

export function getCurrentVersion(root = process.cwd()): string {
  let version = versionByRoot.get(root);
  if (!version) {
    const file = path.join(root, 'node_modules', '@mui', 'x-data-grid', 'package.json');
    version = (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
    versionByRoot.set(root, version);
  }
  return version;
}

export function getVersions(root?: string): VersionLink[] {
  return [
    { text: `v${getCurrentVersion(root)}`, href: '/x/introduction/', current: true },
    ...OLDER_VERSIONS,
  ];
}
