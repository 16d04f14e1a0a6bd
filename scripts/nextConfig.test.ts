import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import { describe, expect, it } from 'vitest';
import nextConfigFor from '../next.config';

describe('next.config by phase', () => {
  it('the production build prerenders with at least two workers and writes no source maps', () => {
    const { experimental } = nextConfigFor(PHASE_PRODUCTION_BUILD);
    expect(experimental?.cpus).toBeGreaterThanOrEqual(2);
    expect(experimental?.turbopackSourceMaps).toBe(false);
  });

  it('next dev keeps its own worker count and its source maps', () => {
    const { experimental } = nextConfigFor(PHASE_DEVELOPMENT_SERVER);
    expect(experimental).not.toHaveProperty('cpus');
    expect(experimental?.turbopackSourceMaps).toBe(true);
  });
});
