import { describe, expect, it } from 'vitest';
import { RELOAD_CHECK_MS } from './config';
import { reloadWhenFocused, shouldRegister } from './register';

describe('shouldRegister', () => {
  const at = (host: string) => ({ host, hostname: host.split(':')[0] });

  it('registers only on the production host', () => {
    expect(shouldRegister(at('mui.com'), 'mui.com')).toBe(true);
    expect(shouldRegister(at('MUI.com'), 'mui.com')).toBe(true);
    expect(shouldRegister(at('127.0.0.1:4000'), '127.0.0.1')).toBe(true);
    expect(shouldRegister(at('localhost:3000'), '127.0.0.1')).toBe(false);
    expect(shouldRegister(at('next.mui.com'), 'mui.com')).toBe(false);
  });

  it('never registers when no production host is configured', () => {
    expect(shouldRegister(at('localhost:3000'), undefined)).toBe(false);
    expect(shouldRegister(at('localhost:3000'), '')).toBe(false);
    expect(shouldRegister(at('localhost:3000'), '  ')).toBe(false);
  });

  it('compares the port too when the configured host has one', () => {
    expect(shouldRegister(at('docs.test:8443'), 'docs.test:8443')).toBe(true);
    expect(shouldRegister(at('docs.test:9000'), 'docs.test:8443')).toBe(false);
  });
});

describe('reloadWhenFocused', () => {
  function fakeTimers() {
    let callback: (() => void) | null = null;
    let interval = 0;
    return {
      timers: {
        setInterval: (fn: () => void, ms: number) => {
          callback = fn;
          interval = ms;
          return 1;
        },
        clearInterval: () => {
          callback = null;
        },
      },
      tick: () => callback?.(),
      get interval() {
        return interval;
      },
      get running() {
        return callback !== null;
      },
    };
  }

  it('checks every 100 ms and reloads once, on the first check with focus', () => {
    const clock = fakeTimers();
    let focused = false;
    let reloads = 0;
    reloadWhenFocused(
      () => focused,
      () => (reloads += 1),
      clock.timers,
    );
    expect(clock.interval).toBe(RELOAD_CHECK_MS);
    expect(RELOAD_CHECK_MS).toBe(100);
    clock.tick();
    clock.tick();
    expect(reloads).toBe(0);
    focused = true;
    clock.tick();
    expect(reloads).toBe(1);
    expect(clock.running).toBe(false);
  });

  it('can be cancelled before the reader comes back', () => {
    const clock = fakeTimers();
    let reloads = 0;
    const cancel = reloadWhenFocused(
      () => true,
      () => (reloads += 1),
      clock.timers,
    );
    cancel();
    clock.tick();
    expect(reloads).toBe(0);
  });
});
