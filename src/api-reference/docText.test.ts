import { describe, expect, it } from 'vitest';
import { localizeDocHref, splitUnion, tokenizeDocText } from './docText';

describe('tokenizeDocText', () => {
  it('splits paragraphs and reads inline code, bold, links and symbol references', () => {
    expect(
      tokenizeDocText(
        'Set of rows of type [[GridRowsProp]].\n\nSee `rowHeight` and **more** in [the guide](https://mui.com/x/react-data-grid/).',
      ),
    ).toEqual([
      [
        { kind: 'text', text: 'Set of rows of type ' },
        { kind: 'symbol', name: 'GridRowsProp' },
        { kind: 'text', text: '.' },
      ],
      [
        { kind: 'text', text: 'See ' },
        { kind: 'code', text: 'rowHeight' },
        { kind: 'text', text: ' and ' },
        { kind: 'strong', text: 'more' },
        { kind: 'text', text: ' in ' },
        { kind: 'link', text: 'the guide', href: 'https://mui.com/x/react-data-grid/' },
        { kind: 'text', text: '.' },
      ],
    ]);
  });

  it('reads {@link} tags and joins wrapped lines', () => {
    expect(tokenizeDocText('Uses {@link GridApi}\nfor state.')).toEqual([
      [
        { kind: 'text', text: 'Uses ' },
        { kind: 'symbol', name: 'GridApi' },
        { kind: 'text', text: ' for state.' },
      ],
    ]);
  });

  it('keeps HTML as text', () => {
    expect(tokenizeDocText('<img src=x onerror=alert(1)>')).toEqual([
      [{ kind: 'text', text: '<img src=x onerror=alert(1)>' }],
    ]);
  });
});

describe('splitUnion', () => {
  it('splits only at the top level', () => {
    expect(splitUnion("'a' | Array<'b' | 'c'> | { d: 1 | 2 } | ((x: 1 | 2) => void)")).toEqual([
      "'a'",
      "Array<'b' | 'c'>",
      '{ d: 1 | 2 }',
      '((x: 1 | 2) => void)',
    ]);
  });
});

describe('localizeDocHref', () => {
  it('points links to pages we have at our own URL', () => {
    const exists = (path: string) => path === '/x/react-data-grid/sorting';
    expect(localizeDocHref('https://mui.com/x/react-data-grid/sorting/#basic', exists)).toBe(
      '/x/react-data-grid/sorting/#basic',
    );
    expect(localizeDocHref('https://mui.com/x/react-data-grid/editing/', exists)).toBe(
      'https://mui.com/x/react-data-grid/editing/',
    );
    expect(localizeDocHref('https://example.com/x/a/', exists)).toBe('https://example.com/x/a/');
  });

  it('points links to a renamed page at the page that replaced it', () => {
    const exists = (path: string) => path === '/x/api/charts/charts-tooltip';
    expect(localizeDocHref('https://mui.com/x/api/charts/charts-tool-tip/', exists)).toBe(
      '/x/api/charts/charts-tooltip/',
    );
  });

  it('sends path-only links to pages this site lacks to mui.com', () => {
    const exists = (path: string) => path === '/x/react-data-grid/sorting';
    expect(localizeDocHref('/material-ui/api/input/', exists)).toBe(
      'https://mui.com/material-ui/api/input/',
    );
    expect(localizeDocHref('/x/react-data-grid/sorting/', exists)).toBe(
      '/x/react-data-grid/sorting/',
    );
  });
});
