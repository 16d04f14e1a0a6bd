import { describe, expect, it } from 'vitest';
import { isContentNamedSearchFile } from './indexFiles';

describe('content-named search files', () => {
  it('are the chunks, results, filters and metadata Pagefind names by their content', () => {
    for (const pathname of [
      '/_pagefind/index/en_1a2b3c4.pf_index',
      '/_pagefind/fragment/zh-cn_9f8e7d6.pf_fragment',
      '/_pagefind/filter/en_77aa01c.pf_filter',
      '/_pagefind/pagefind.zh-cn_392759a699.pf_meta',
    ]) {
      expect(isContentNamedSearchFile(pathname), pathname).toBe(true);
    }
  });

  it('are not the files that keep their names, nor anything outside the index', () => {
    for (const pathname of [
      '/_pagefind/pagefind.js',
      '/_pagefind/pagefind-entry.json',
      '/_pagefind/wasm.en.pagefind',
      '/_pagefind/pages.en.json',
      '/_pagefind/index/../pagefind.js',
      '/_pagefind/index/en_1a2b3c4.pf_index/extra',
      '/x/_pagefind/index/en_1a2b3c4.pf_index',
    ]) {
      expect(isContentNamedSearchFile(pathname), pathname).toBe(false);
    }
  });
});
