import { describe, expect, it } from 'vitest';
import { patchPagefindScript, SPLIT_STATEMENT, WORD_SPLITTER } from './pagefindPatch.mts';

const separators = /[\s\-]+/;
const split = new Function(`return ${WORD_SPLITTER};`)() as (
  content: string,
  zws: boolean,
  separators: RegExp,
) => string[];

describe('the Pagefind excerpt patch', () => {
  it('replaces the split statement once and defines the splitter first', () => {
    const script = `var a=1;var build_excerpt=(content)=>{let fragment_words=[];${SPLIT_STATEMENT}return fragment_words;};`;
    const patched = patchPagefindScript(script);
    expect(patched).not.toContain(SPLIT_STATEMENT);
    expect(patched.startsWith('var __docsSplitWords=')).toBe(true);
    expect(patched).toContain(
      'fragment_words=__docsSplitWords(content,is_zws_delimited,word_separators);',
    );
    // Applying it twice changes nothing more.
    expect(patchPagefindScript(patched)).toBe(patched);
  });

  it('fails the build when Pagefind’s code has changed shape', () => {
    expect(() => patchPagefindScript('var build_excerpt=()=>{};')).toThrow(/Pagefind upgrade/);
  });

  it('splits as Pagefind did, and each call gets its own copy', () => {
    const text = 'Sort rows by column-header clicks and the sortModel prop';
    const first = split(text, false, separators);
    expect(first).toEqual(text.split(separators));
    first[0] = '<mark>Sort</mark>';
    expect(split(text, false, separators)[0]).toBe('Sort');
    expect(split('排序\u200B数据', true, separators)).toEqual(['排序', '数据']);
    expect(split(text, false, separators)).toEqual(text.split(separators));
  });
});
