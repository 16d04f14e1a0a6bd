import { describe, expect, it } from 'vitest';
import { canonicalRedirect } from '../../proxy';

describe('canonical URLs (proxy.ts)', () => {
  it('adds the missing slash and drops the /en/ prefix', () => {
    expect(canonicalRedirect('/x/react-data-grid')).toBe('/x/react-data-grid/');
    expect(canonicalRedirect('/en/x/introduction/')).toBe('/x/introduction/');
    expect(canonicalRedirect('/en/')).toBe('/');
  });

  it('keeps pages already canonical, in every language', () => {
    expect(canonicalRedirect('/x/introduction/')).toBeNull();
    expect(canonicalRedirect('/zh/x/introduction/')).toBeNull();
    expect(canonicalRedirect('/playground/x/react-data-grid/OverviewBasic/')).toBeNull();
  });

  it('gives the playground one URL: a demo alone has no text to translate', () => {
    expect(canonicalRedirect('/zh/playground/x/react-charts/BarDemoRainfall/')).toBe(
      '/playground/x/react-charts/BarDemoRainfall/',
    );
    expect(canonicalRedirect('/en/playground/system/BoxBasic/')).toBe(
      '/playground/system/BoxBasic/',
    );
  });
});
