import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';

const MANIFEST = JSON.stringify({ '/x/introduction/': ["'sha256-page='"], '*': ["'sha256-404='"] });

async function load() {
  vi.resetModules();
  return import('./scriptHashes');
}

describe('scriptHashesFor', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('gives a prerendered page its own hashes and any other path the 404 page’s', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.spyOn(fs, 'readFileSync').mockReturnValue(MANIFEST);
    const { scriptHashesFor } = await load();
    expect(scriptHashesFor('/x/introduction/')).toEqual(["'sha256-page='"]);
    expect(scriptHashesFor('/x/nothing-here/')).toEqual(["'sha256-404='"]);
  });

  it('ignores a manifest a build left behind when the server is a development one', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    vi.spyOn(fs, 'readFileSync').mockReturnValue(MANIFEST);
    const { scriptHashesFor } = await load();
    expect(scriptHashesFor('/x/introduction/')).toBeUndefined();
  });

  it('is undefined without a manifest', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.spyOn(fs, 'readFileSync').mockImplementation(() => {
      throw new Error('ENOENT');
    });
    const { scriptHashesFor } = await load();
    expect(scriptHashesFor('/x/introduction/')).toBeUndefined();
  });
});
