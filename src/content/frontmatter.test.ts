import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from './frontmatter';

describe('parseFrontmatter', () => {
  it('accepts a title and a description', () => {
    expect(parseFrontmatter({ title: 'Sorting', description: 'Sort rows.' }, 'a.mdx')).toEqual({
      title: 'Sorting',
      description: 'Sort rows.',
    });
  });

  it('names the file and the field when something is missing', () => {
    expect(() => parseFrontmatter({ title: 'Sorting' }, 'x/sorting.mdx')).toThrow(
      /Invalid frontmatter in x\/sorting\.mdx: description:/,
    );
  });

  it('rejects unknown fields, so a typo cannot pass silently', () => {
    expect(() => parseFrontmatter({ title: 'A', description: 'B', titel: 'C' }, 'a.mdx')).toThrow(
      /titel/,
    );
  });

  it('keeps descriptions short enough for search results', () => {
    expect(() => parseFrontmatter({ title: 'A', description: 'x'.repeat(161) }, 'a.mdx')).toThrow(
      /description/,
    );
  });
});
