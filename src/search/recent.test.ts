import { describe, expect, it } from 'vitest';
import { addRecent, parseRecent, RECENT_MAX } from './recent';

describe('recent searches', () => {
  it('puts the newest first, without duplicates, keeping five', () => {
    let list = [] as { title: string; url: string }[];
    for (let i = 0; i < 7; i += 1) list = addRecent(list, { title: `P${i}`, url: `/p${i}/` });
    list = addRecent(list, { title: 'P3', url: '/p3/' });
    expect(list.map((item) => item.title)).toEqual(['P3', 'P6', 'P5', 'P4', 'P2']);
    expect(list).toHaveLength(RECENT_MAX);
  });

  it('ignores stored values that are not a list of local pages', () => {
    expect(parseRecent(null)).toEqual([]);
    expect(parseRecent('not json')).toEqual([]);
    expect(parseRecent('{"title":"x"}')).toEqual([]);
    expect(
      parseRecent(
        JSON.stringify([
          { title: 'Sorting', url: '/x/react-data-grid/sorting/' },
          { title: 'Evil', url: 'javascript:alert(1)' },
          { title: 'Elsewhere', url: '//evil.example/' },
          { title: 3, url: '/x/' },
        ]),
      ),
    ).toEqual([{ title: 'Sorting', url: '/x/react-data-grid/sorting/' }]);
  });
});
