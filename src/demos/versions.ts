import fs from 'node:fs';
import path from 'node:path';

let versions: Record<string, string> | undefined;

/** Exact versions of the packages the site installs (its package.json), for generated demo projects. */
export function siteVersions(): Record<string, string> {
  if (!versions) {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(process.cwd(), 'package.json'), 'utf8'),
    ) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    versions = { ...manifest.devDependencies, ...manifest.dependencies };
  }
  return versions;
}
