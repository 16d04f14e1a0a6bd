import { describe, expect, it } from 'vitest';
import { codeVariantFromHash, parseCodeStyling, parseCodeVariant } from './codePreferences';
import { parsePaletteColors, serializePaletteColors } from './paletteColors';

describe('parsePaletteColors', () => {
  it('reads valid colours, lower-cased', () => {
    expect(parsePaletteColors('{"primary":"#FF0000","secondary":"#00aa11"}')).toEqual({
      primary: '#ff0000',
      secondary: '#00aa11',
    });
    expect(parsePaletteColors('{"primary":"#123456"}')).toEqual({ primary: '#123456' });
  });

  it('round-trips what it writes', () => {
    const colors = { primary: '#0a0b0c', secondary: '#d0e0f0' };
    expect(parsePaletteColors(serializePaletteColors(colors))).toEqual(colors);
    expect(parsePaletteColors(serializePaletteColors({}))).toEqual({});
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not JSON', '{primary:'],
    ['an array', '["#ffffff"]'],
    ['a string', '"#ffffff"'],
    ['null', 'null'],
    ['a named colour', '{"primary":"red"}'],
    ['CSS injection', '{"primary":"#fff;background:url(x)"}'],
    ['a short hex', '{"primary":"#fff"}'],
  ])('ignores a malformed value (%s)', (_, value) => {
    expect(parsePaletteColors(value)).toEqual({});
  });

  it('ignores an oversized value', () => {
    const padded = JSON.stringify({ primary: '#ff0000', note: 'x'.repeat(300) });
    expect(parsePaletteColors(padded)).toEqual({});
  });

  it('keeps a valid colour next to an invalid one', () => {
    expect(parsePaletteColors('{"primary":"#ff0000","secondary":42}')).toEqual({
      primary: '#ff0000',
    });
  });
});

describe('code preferences', () => {
  it('accepts only the known variants and stylings', () => {
    expect(parseCodeVariant('JS')).toBe('JS');
    expect(parseCodeVariant('TS')).toBe('TS');
    expect(parseCodeVariant('js')).toBeNull();
    expect(parseCodeVariant(undefined)).toBeNull();
    expect(parseCodeStyling('tailwind')).toBe('tailwind');
    expect(parseCodeStyling('sass')).toBeNull();
  });

  it.each([
    ['#SortingBasic.js', 'JS'],
    ['#SortingBasic.jsx', 'JS'],
    ['#SortingBasic.tsx', 'TS'],
    ['#sorting-basic.ts', 'TS'],
    ['#SortingBasic', null],
    ['#basic-sorting', null],
    ['#a.js.b', null],
    ['', null],
  ])('the hash %s selects %s', (hash, variant) => {
    expect(codeVariantFromHash(hash)).toBe(variant);
  });
});
