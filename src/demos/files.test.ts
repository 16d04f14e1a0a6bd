import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageDemoNames, pageRegistry } from './files';
import { folderRegistry } from './registryKeys';

describe('demo registries', () => {
  const root = path.join('/site', 'content');

  it('names a page’s registry after its file, shared by its languages', () => {
    const english = path.join(root, 'x', 'react-data-grid', 'sorting.mdx');
    const chinese = path.join(root, 'x', 'react-data-grid', 'sorting-zh.mdx');
    expect(pageRegistry(english, root)).toBe('page:x/react-data-grid/sorting');
    expect(pageRegistry(chinese, root)).toBe('page:x/react-data-grid/sorting');
    expect(pageRegistry(path.join(root, 'x', 'introduction', 'index-zh.mdx'), root)).toBe(
      'page:x/introduction/index',
    );
  });

  it('names a folder’s registry after the demo’s folder', () => {
    expect(folderRegistry('x/react-data-grid/SortingBasic')).toBe('folder:x/react-data-grid');
  });

  it('finds the demos a page shows, whatever the attribute order', () => {
    const mdx = [
      '<Demo name="SortingBasic" height="400" />',
      'Some prose about <Demo> elements.',
      '<Demo height="300" name="SortingApiRef" />',
      '<Demos name="NotADemo" />',
    ].join('\n');
    expect(pageDemoNames(mdx)).toEqual(['SortingBasic', 'SortingApiRef']);
  });
});
