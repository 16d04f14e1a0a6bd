import { describe, expect, it } from 'vitest';
import { slugOverlap, stem, termCoverage } from './matching';
import { analyseQuery, isIdentifier } from './query';

describe('isIdentifier', () => {
  it('knows names from the code', () => {
    for (const name of [
      'checkboxSelection',
      'getRowId',
      'DataGridPro',
      'GridColDef',
      'useGridApiRef',
      'apiRef.current.setRows',
      'useGridApiRef()',
      '`rowHeight`',
    ]) {
      expect(isIdentifier(name), name).toBe(true);
    }
  });

  it('leaves words and questions to the guides', () => {
    for (const text of [
      'pagination',
      'Sorting',
      'column pinning',
      'how do I sort',
      'DataGrid pro',
    ]) {
      expect(isIdentifier(text), text).toBe(false);
    }
  });
});

describe('analyseQuery', () => {
  it('drops the words that only frame a question', () => {
    const query = analyseQuery('How do I hide the column menu?', 'en');
    expect(query.terms).toEqual(['hide', 'column', 'menu']);
    expect(query.variants).toEqual(['hide column menu']);
    expect(query.identifier).toBe(false);
  });

  it('keeps a query made only of such words', () => {
    expect(analyseQuery('how to', 'en').variants).toEqual(['how to']);
  });

  it('adds the docs’ words for the reader’s as a second query', () => {
    expect(analyseQuery('freeze the first column', 'en').variants).toEqual([
      'freeze first column',
      'pinning first column',
    ]);
  });

  it('searches a name from the code as typed', () => {
    const query = analyseQuery('`checkboxSelection`', 'en');
    expect(query).toMatchObject({ identifier: true, variants: ['checkboxSelection'] });
  });

  it('knows questions about versions', () => {
    expect(analyseQuery('upgrade pickers to v8', 'en').migration).toBe(true);
    expect(analyseQuery('nodeId renamed', 'en').migration).toBe(true);
    expect(analyseQuery('date range', 'en').migration).toBe(false);
    expect(analyseQuery('从 v7 升级', 'zh').migration).toBe(true);
  });

  it('reads Chinese: the Chinese words, then the English words of the docs', () => {
    const query = analyseQuery('怎么固定列', 'zh');
    expect(query.variants[0]).not.toContain('怎么');
    // The Chinese pages are English text: the second query has only the docs' English words.
    expect(query.variants[1]).toBe('column pinning');
    expect(analyseQuery('数据表格从 v7 升级到 v8', 'zh').variants[1]).toBe(
      'data grid v7 upgrade v8',
    );
  });
});

describe('matching', () => {
  it('stems English inflections', () => {
    expect(stem('pinning')).toBe(stem('pinned'));
    expect(stem('columns')).toBe('column');
    expect(stem('bars')).toBe('bar');
    expect(stem('axis')).toBe('axi'); // the same on both sides of a comparison
  });

  it('measures the share of terms a text has', () => {
    expect(termCoverage('Column pinning', ['pinned', 'columns'])).toBe(1);
    expect(termCoverage('Column pinning', ['pin', 'rows'])).toBe(0.5);
    expect(termCoverage('四个产品', ['产品'])).toBe(1);
    expect(termCoverage('anything', [])).toBe(0);
  });

  it('compares slugs by their words', () => {
    expect(slugOverlap('bars', 'bar-chart')).toBe(0.5);
    expect(slugOverlap('date-picker', 'date-picker')).toBe(1);
    expect(slugOverlap('date-picker', 'funnel-plot')).toBe(0);
  });
});
