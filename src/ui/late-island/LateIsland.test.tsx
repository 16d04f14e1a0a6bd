// @vitest-environment jsdom
import { act, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateAfter } from '@/test-utils/hydrateAfter';
import { fakeIntersections } from '@/test-utils/intersections';
import { follow, lateIsland, pathTo, type LateIslandOptions } from './LateIsland';

type WidgetProps = {
  label: string;
  onPress?: (what: string) => void;
  /** Called from the live widget's first effect, with the focused element then. */
  onLive?: (focused: Element | null) => void;
};

/** A widget that marks itself live once hydrated or mounted, and listens to the document. */
function Widget({ label, onPress, onLive }: WidgetProps) {
  const live = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  useEffect(() => onLive?.(document.activeElement), [onLive]);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest('a.outside')) onPress?.('outside');
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [onPress]);
  return (
    <section data-live={live ? '' : undefined}>
      <h2>{label}</h2>
      <p>
        <button type="button" onClick={() => onPress?.('first')}>
          first
        </button>
        <button type="button" onClick={() => onPress?.('second')}>
          second
        </button>
      </p>
    </section>
  );
}

const noChanges = () => () => {};

/** The code's arrival, held until the test lets it through. */
function deferredLoad() {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const load = vi.fn(() => arrived.then((): ComponentType<WidgetProps> => Widget));
  return { load, release };
}

let container: HTMLDivElement;
let root: Root | undefined;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

/** The server's HTML of the island, hydrated by the browser's version of it (no `server`). */
async function hydrate(
  options: Omit<LateIslandOptions<WidgetProps>, 'server'>,
  props: WidgetProps,
  /** What the reader does after the HTML arrived, before hydration. */
  before?: () => void,
) {
  const OnServer = lateIsland({ ...options, server: Widget });
  const InBrowser = lateIsland({ ...options, server: undefined });
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const hydrated = await hydrateAfter(<OnServer {...props} />, () => before?.(), {
    browser: <InBrowser {...props} />,
    container,
  });
  root = hydrated.root;
  expect(hydrated.recoverable).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  return InBrowser;
}

const section = () => container.querySelector('section')!;

describe('lateIsland', () => {
  it('keeps the server markup, without fetching the code, until the reader reaches for it', async () => {
    const { load, release } = deferredLoad();
    await hydrate({ load }, { label: 'Was this helpful?' });
    expect(section().textContent).toContain('Was this helpful?');
    expect(section().hasAttribute('data-live')).toBe(false);
    expect(load).not.toHaveBeenCalled();

    await act(async () => {
      section().dispatchEvent(new Event('pointerover', { bubbles: true }));
      release();
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(section().hasAttribute('data-live')).toBe(true);
    // One section, where the server's was: the live one replaced it.
    expect(container.querySelectorAll('section')).toHaveLength(1);
  });

  it('makes a click on the server markup again on the live component', async () => {
    const { load, release } = deferredLoad();
    const onPress = vi.fn();
    await hydrate({ load }, { label: 'Menu', onPress });
    await act(async () => {
      container.querySelectorAll('button')[1].click();
    });
    expect(onPress).not.toHaveBeenCalled(); // no code yet
    await act(async () => release());
    expect(onPress.mock.calls).toEqual([['second']]);
  });

  it('makes a click made before hydration reached it again too', async () => {
    const { load, release } = deferredLoad();
    const onPress = vi.fn();
    await hydrate({ load }, { label: 'Menu', onPress }, () =>
      container.querySelectorAll('button')[0].click(),
    );
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => release());
    expect(onPress.mock.calls).toEqual([['first']]);
  });

  it('waits for a press on its markup to end before replacing it, so the click lands', async () => {
    const { load, release } = deferredLoad();
    const onPress = vi.fn();
    await hydrate({ load }, { label: 'Menu', onPress });
    const button = container.querySelectorAll('button')[1];
    await act(async () => {
      button.dispatchEvent(new Event('pointerover', { bubbles: true }));
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      release(); // the code arrives mid-press
    });
    expect(section().hasAttribute('data-live')).toBe(false);
    expect(container.querySelectorAll('button')[1]).toBe(button); // still the pressed element
    await act(async () => {
      button.dispatchEvent(new Event('pointerup', { bubbles: true }));
      button.click();
    });
    expect(section().hasAttribute('data-live')).toBe(true);
    expect(onPress.mock.calls).toEqual([['second']]);
  });

  it('keeps focus on the control that had it, from the commit that replaced it', async () => {
    const { load, release } = deferredLoad();
    const onLive = vi.fn();
    await hydrate({ load }, { label: 'Menu', onLive });
    await act(async () => {
      container.querySelectorAll('button')[0].focus();
    });
    expect(load).toHaveBeenCalledTimes(1); // focus is reaching for it
    await act(async () => release());
    expect(section().hasAttribute('data-live')).toBe(true);
    expect(document.activeElement).toBe(container.querySelectorAll('button')[0]);
    // Before any effect ran: no moment in which a key press would reach the body.
    expect(onLive).toHaveBeenCalledWith(container.querySelectorAll('button')[0]);
  });

  it('makes a click on a matching element outside it again once the code has arrived', async () => {
    const { load, release } = deferredLoad();
    const onPress = vi.fn();
    const link = document.createElement('a');
    link.className = 'outside';
    document.body.append(link);
    await hydrate({ load, replayClicksOn: 'a.outside' }, { label: 'Feedback', onPress });
    await act(async () => link.click());
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => release());
    expect(onPress.mock.calls).toEqual([['outside']]);
    link.remove();
  });

  it('keeps the scroll position the reader gave its markup', async () => {
    const { load, release } = deferredLoad();
    await hydrate({ load }, { label: 'Nav' });
    const list = section().querySelector('p')!;
    list.scrollTop = 120;
    await act(async () => {
      list.dispatchEvent(new Event('pointerover', { bubbles: true }));
      release();
    });
    expect(section().hasAttribute('data-live')).toBe(true);
    expect(section().querySelector('p')).not.toBe(list);
    expect(section().querySelector('p')!.scrollTop).toBe(120);
  });

  it('fetches the code on contact with an element outside it that it names', async () => {
    const { load, release } = deferredLoad();
    const opener = document.createElement('button');
    opener.setAttribute('aria-controls', 'drawer');
    document.body.append(opener);
    await hydrate({ load, wakeOn: '[aria-controls="drawer"]' }, { label: 'Drawer' });
    await act(async () => {
      document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
    });
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      opener.dispatchEvent(new Event('touchstart', { bubbles: true }));
      release();
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(section().hasAttribute('data-live')).toBe(true);
    opener.remove();
  });

  it('goes live when its wake hook says so', async () => {
    const { load, release } = deferredLoad();
    let open = false;
    const listeners = new Set<() => void>();
    const useOpen = () =>
      useSyncExternalStore(
        (listener) => (listeners.add(listener), () => listeners.delete(listener)),
        () => open,
        () => false,
      );
    await hydrate({ load, useWake: useOpen }, { label: 'Drawer' });
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      open = true;
      listeners.forEach((listener) => listener());
      release();
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(section().hasAttribute('data-live')).toBe(true);
  });

  it('fetches the code as the island nears the viewport, when asked to', async () => {
    const intersections = fakeIntersections();
    const { load, release } = deferredLoad();
    await hydrate({ load, near: '600px 0px' }, { label: 'Feedback' });
    // The server's own element: the wrappers take no box.
    expect(intersections.observed()).toEqual([section()]);
    intersections.report(0);
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      intersections.report(1);
      release();
    });
    expect(section().hasAttribute('data-live')).toBe(true);
    vi.unstubAllGlobals();
  });

  it('rendered by the browser (a client-side navigation), fetches its code at once', async () => {
    const { load, release } = deferredLoad();
    const Island = lateIsland({ server: undefined, load });
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      root = createRoot(container);
      root.render(<Island label="Feedback" />);
    });
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => release());
    expect(section().hasAttribute('data-live')).toBe(true);
  });

  it('stays as the server rendered it when the code cannot be fetched, and tries again on the next contact', async () => {
    const load = vi
      .fn<() => Promise<ComponentType<WidgetProps>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Widget);
    await hydrate({ load }, { label: 'Menu' });
    await act(async () => {
      section().dispatchEvent(new Event('pointerover', { bubbles: true }));
    });
    expect(section().hasAttribute('data-live')).toBe(false);
    expect(section().textContent).toContain('Menu');
    await act(async () => {
      section().dispatchEvent(new Event('pointerover', { bubbles: true }));
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(section().hasAttribute('data-live')).toBe(true);
  });
});

describe('pathTo and follow', () => {
  it('find the same place in a copy of the markup', () => {
    const markup = '<section><h2>t</h2><p><button>a</button><button>b</button></p></section>';
    const [one, two] = [document.createElement('div'), document.createElement('div')];
    one.innerHTML = markup;
    two.innerHTML = markup;
    const path = pathTo(one, one.querySelectorAll('button')[1])!;
    expect(path).toEqual([0, 1, 1]);
    expect(follow(two, path)).toBe(two.querySelectorAll('button')[1]);
    expect(pathTo(one, two.querySelector('button')!)).toBeUndefined();
  });
});
