import { describe, expect, it } from 'vitest';
import { BRAND_BORDER_RADIUS, BREAKPOINTS, SPACING, THEME, Z_INDEX } from '@/constants';
import { brandTheme, brandThemeCss } from './brandTheme';

describe('brandTheme', () => {
  it('uses the constants of the specification', () => {
    expect(brandTheme.breakpoints.values).toEqual(BREAKPOINTS);
    expect(brandTheme.spacing(1)).toBe(`var(--docs-spacing, ${SPACING}px)`);
    expect(brandThemeCss()).toContain(`--docs-spacing:${SPACING}px`);
    expect(brandTheme.shape.borderRadius).toBe(BRAND_BORDER_RADIUS);
    expect(brandTheme.typography.fontSize).toBe(THEME.fontSize);
    expect(brandTheme.typography.htmlFontSize).toBe(THEME.htmlFontSize);
    expect(brandTheme.transitions.duration.standard).toBe(THEME.transitionStandardMs);
    expect(brandTheme.palette.contrastThreshold).toBe(THEME.contrastThreshold);
    expect(brandTheme.palette.tonalOffset).toBe(THEME.tonalOffset);
    expect(brandTheme.zIndex).toMatchObject(Z_INDEX);
  });
});

describe('brandThemeCss', () => {
  const css = brandThemeCss();

  it('declares light variables at the root and dark ones under the colour scheme attribute', () => {
    expect(css).toMatch(
      /:root, \[data-mui-color-scheme="light"\]\{color-scheme:light;--docs-palette-primary-main:#0a66c2/,
    );
    expect(css).toMatch(
      /\[data-mui-color-scheme="dark"\]\{color-scheme:dark;--docs-palette-primary-main:#6cb4ff/,
    );
    expect(css).toContain('--docs-shape-borderRadius:12px');
  });

  it('leaves out the variables the chrome does not use', () => {
    expect(css).not.toContain('--docs-shadows-');
    expect(css).not.toContain('--docs-palette-Alert');
  });
});
