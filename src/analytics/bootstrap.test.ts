import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { analyticsBootstrapScript } from './bootstrap';
import { CONSENT_STORAGE_KEY } from './decisions';

/** Runs the inline script as a browser would, in a bare context with the given globals. */
function runScript(
  script: string,
  {
    stored = null,
    doNotTrack = null,
    gpc = false,
  }: { stored?: string | null; doNotTrack?: string | null; gpc?: boolean },
) {
  const window: Record<string, unknown> = {
    localStorage: { getItem: (key: string) => (key === CONSENT_STORAGE_KEY ? stored : null) },
  };
  const context = vm.createContext({
    window,
    navigator: { doNotTrack, globalPrivacyControl: gpc },
  });
  vm.runInContext(script, context);
  const dataLayer = window.dataLayer as ArrayLike<unknown>[];
  return { window, calls: dataLayer.map((entry) => Array.from(entry)) };
}

describe('the analytics bootstrap script', () => {
  it('defines gtag over dataLayer, pushing arguments objects, with consent denied first', () => {
    const { window, calls } = runScript(analyticsBootstrapScript(null), {});
    expect(typeof window.gtag).toBe('function');
    expect(calls[0]).toEqual([
      'consent',
      'default',
      {
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
    expect(calls[1][0]).toBe('js');
    // Without a measurement id nothing configures gtag.js.
    expect(calls).toHaveLength(2);
    (window.gtag as (...args: unknown[]) => void)('event', 'x', {});
    expect(Object.prototype.toString.call((window.dataLayer as unknown[])[2])).toBe(
      '[object Arguments]',
    );
  });

  it('grants analytics storage from a stored choice, and configures the measurement id', () => {
    const { calls } = runScript(analyticsBootstrapScript('G-TEST123'), { stored: 'granted' });
    expect(calls[0][2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' });
    expect(calls[2]).toEqual(['config', 'G-TEST123', { send_page_view: false }]);
  });

  it('ignores a stored grant under Do Not Track or Global Privacy Control', () => {
    expect(
      runScript(analyticsBootstrapScript(null), { stored: 'granted', doNotTrack: '1' }).calls[0][2],
    ).toMatchObject({ analytics_storage: 'denied' });
    expect(
      runScript(analyticsBootstrapScript(null), { stored: 'granted', gpc: true }).calls[0][2],
    ).toMatchObject({ analytics_storage: 'denied' });
  });
});
