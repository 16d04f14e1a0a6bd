import { describe, expect, it } from 'vitest';
import { rewriteWithSynonyms, SYNONYMS, type Synonym } from './synonyms';

describe('rewriteWithSynonyms', () => {
  it('puts the docs’ words in place of the reader’s', () => {
    expect(rewriteWithSynonyms('freeze first column', 'en')).toBe('pinning first column');
    expect(rewriteWithSynonyms('Heat map with a legend', 'en')).toBe('heatmap with a legend');
    expect(rewriteWithSynonyms('upgrade pickers', 'en')).toBeNull();
  });

  it('matches whole words and phrases only', () => {
    expect(rewriteWithSynonyms('colorMap', 'en')).toBeNull();
    expect(rewriteWithSynonyms('unfreeze', 'en')).toBeNull();
    expect(rewriteWithSynonyms('infinite scroll in the grid', 'en')).toBe(
      'infinite loading in the grid',
    );
  });

  it('reads punctuation as a word break, as Pagefind does', () => {
    expect(rewriteWithSynonyms('sticky, frozen columns?', 'en')).toBe('pinning pinning columns');
  });

  it('tries longer phrases first and never rewrites the docs’ words again', () => {
    const synonyms: Record<'en' | 'zh', readonly Synonym[]> = {
      en: [
        { reader: ['load'], docs: 'loading' },
        { reader: ['load more'], docs: 'infinite loading' },
      ],
      zh: [
        { reader: ['选择器'], docs: 'pickers' },
        { reader: ['日期选择器'], docs: 'date picker' },
      ],
    };
    expect(rewriteWithSynonyms('load more rows', 'en', synonyms)).toBe('infinite loading rows');
    expect(rewriteWithSynonyms('日期选择器禁用', 'zh', synonyms)).toBe('date picker 禁用');
  });

  it('finds Chinese words inside a sentence', () => {
    expect(rewriteWithSynonyms('怎么固定列', 'zh')).toBe('怎么 column pinning');
  });
});

describe('the synonym map', () => {
  for (const [language, entries] of Object.entries(SYNONYMS)) {
    it(`(${language}) lists each reader phrase once, lowercased, never as a docs word`, () => {
      const phrases = entries.flatMap((entry) => entry.reader);
      expect(new Set(phrases).size).toBe(phrases.length);
      for (const phrase of phrases) expect(phrase).toBe(phrase.toLowerCase().trim());
      const docs = new Set(entries.map((entry) => entry.docs));
      for (const phrase of phrases) expect(docs.has(phrase), phrase).toBe(false);
    });
  }
});
