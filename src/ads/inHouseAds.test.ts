import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IN_HOUSE_ADS, pickInHouseAd } from './inHouseAds';

describe('the in-house ads', () => {
  it('are the five of the spec, each complete, with an image we serve', () => {
    expect(IN_HOUSE_ADS.map((ad) => ad.name)).toEqual([
      'templates',
      'themes',
      'enterprise-support',
      'design-kit',
      'scaffold-tool',
    ]);
    for (const ad of IN_HOUSE_ADS) {
      expect(new URL(ad.link).protocol).toBe('https:');
      expect(fs.existsSync(path.join(process.cwd(), 'public', ad.img))).toBe(true);
      expect(ad.description.length).toBeGreaterThan(20);
      expect(ad.poweredby && ad.label).toBeTruthy();
    }
  });

  it('are picked by the injected random()', () => {
    expect(pickInHouseAd(() => 0).name).toBe('templates');
    expect(pickInHouseAd(() => 0.99).name).toBe('scaffold-tool');
    expect(pickInHouseAd(() => 1).name).toBe('scaffold-tool');
  });
});
