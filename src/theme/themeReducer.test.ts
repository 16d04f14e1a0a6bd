import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THEME_STATE,
  themeReducer,
  type ThemeAction,
  type ThemeState,
} from './themeReducer';

const state: ThemeState = { ...DEFAULT_THEME_STATE };

describe('themeReducer', () => {
  it('starts from the defaults of the specification', () => {
    expect(DEFAULT_THEME_STATE).toEqual({
      dense: false,
      direction: 'ltr',
      paletteColors: {},
      spacing: 8,
      paletteMode: 'light',
    });
  });

  it('sets, increases and decreases the spacing by 1', () => {
    expect(themeReducer(state, { type: 'SET_SPACING', payload: 5 }).spacing).toBe(5);
    expect(themeReducer(state, { type: 'INCREASE_SPACING' }).spacing).toBe(9);
    expect(themeReducer(state, { type: 'DECREASE_SPACING' }).spacing).toBe(7);
  });

  it('sets dense, and resets density to not dense with spacing 8', () => {
    const dense = themeReducer({ ...state, spacing: 3 }, { type: 'SET_DENSE', payload: true });
    expect(dense).toMatchObject({ dense: true, spacing: 3 });
    expect(themeReducer(dense, { type: 'RESET_DENSITY' })).toMatchObject({
      dense: false,
      spacing: 8,
    });
  });

  it('resets colours', () => {
    const coloured = { ...state, paletteColors: { primary: '#ff0000' } };
    expect(themeReducer(coloured, { type: 'RESET_COLORS' }).paletteColors).toEqual({});
  });

  it('changes mode, direction and colours together', () => {
    const next = themeReducer(state, {
      type: 'CHANGE',
      payload: { paletteMode: 'dark', direction: 'rtl', paletteColors: { primary: '#123456' } },
    });
    expect(next).toEqual({
      ...state,
      paletteMode: 'dark',
      direction: 'rtl',
      paletteColors: { primary: '#123456' },
    });
  });

  it('changes only what is given', () => {
    const next = themeReducer(state, { type: 'CHANGE', payload: { direction: 'rtl' } });
    expect(next).toEqual({ ...state, direction: 'rtl' });
  });

  it('returns the same state object when a change changes nothing', () => {
    const coloured = { ...state, paletteColors: { primary: '#123456' } };
    expect(
      themeReducer(coloured, {
        type: 'CHANGE',
        payload: { paletteMode: 'light', direction: 'ltr' },
      }),
    ).toBe(coloured);
    expect(
      themeReducer(coloured, {
        type: 'CHANGE',
        payload: { paletteColors: { primary: '#123456' } },
      }),
    ).toBe(coloured);
    expect(themeReducer(coloured, { type: 'CHANGE', payload: {} })).toBe(coloured);
  });

  it('does not mutate the state it is given', () => {
    const frozen = Object.freeze({ ...state });
    expect(() => themeReducer(frozen, { type: 'INCREASE_SPACING' })).not.toThrow();
    expect(frozen.spacing).toBe(8);
  });

  it('throws on an unrecognised action', () => {
    expect(() =>
      themeReducer(state, { type: 'TOGGLE_EVERYTHING' } as unknown as ThemeAction),
    ).toThrow('Unrecognized theme action: TOGGLE_EVERYTHING');
  });
});
