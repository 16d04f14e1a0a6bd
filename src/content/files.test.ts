import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listContentPaths, resolveContentFile } from './files';

let root: string;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  const files = [
    'index.mdx',
    'x/index.mdx',
    'x/introduction/index.mdx',
    'x/introduction/index-zh.mdx',
    'x/introduction/installation.mdx',
    'x/react-data-grid/sorting.mdx',
    'x/react-data-grid/demos/SortingBasic.tsx',
    'x/react-data-grid/demos/inventory.mdx',
    'x/react-data-grid/demos/demos/InventoryGrid.tsx',
  ];
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), '');
  }
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('listContentPaths', () => {
  it('lists each English page once by its canonical path, pages in a demos folder included', () => {
    expect(listContentPaths(root)).toEqual([
      '/',
      '/x',
      '/x/introduction',
      '/x/introduction/installation',
      '/x/react-data-grid/demos/inventory',
      '/x/react-data-grid/sorting',
    ]);
  });
});

describe('resolveContentFile', () => {
  it('finds a page file or a folder index', () => {
    expect(resolveContentFile('/x/introduction/installation', 'en', root)).toBe(
      path.join(root, 'x/introduction/installation.mdx'),
    );
    expect(resolveContentFile('/x/introduction', 'en', root)).toBe(
      path.join(root, 'x/introduction/index.mdx'),
    );
    expect(resolveContentFile('/', 'en', root)).toBe(path.join(root, 'index.mdx'));
  });

  it('finds the translation by its two-letter suffix, and nothing when it is missing', () => {
    expect(resolveContentFile('/x/introduction', 'zh', root)).toBe(
      path.join(root, 'x/introduction/index-zh.mdx'),
    );
    expect(resolveContentFile('/x/introduction/installation', 'zh', root)).toBeNull();
    expect(resolveContentFile('/x/missing', 'en', root)).toBeNull();
  });
});
