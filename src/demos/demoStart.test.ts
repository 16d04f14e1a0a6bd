// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { READER_SIGN, readerSignScript } from './readerSign';

/** A fresh module each time: its promises are settled once per page. */
const load = async () => {
  vi.resetModules();
  return import('./demoStart');
};

const settles = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return done;
};

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('dir');
  // A new page: nobody is listening and nobody has shown up.
  delete (window as unknown as Record<string, unknown>)[READER_SIGN];
  vi.restoreAllMocks();
});

describe('when a demo in view starts', () => {
  it('a pictured demo waits for the reader: nothing resolves until an input', async () => {
    const { readerPresent } = await load();
    const present = readerPresent();
    expect(await settles(present)).toBe(false);
    window.dispatchEvent(new Event('pointermove'));
    expect(await settles(present)).toBe(true);
  });

  it('counts an input made before any demo asked, from the moment the module is evaluated', async () => {
    const { readerPresent } = await load();
    window.dispatchEvent(new Event('pointermove'));
    expect(await settles(readerPresent())).toBe(true);
  });

  it("counts an input the head's script heard before any bundle ran, and a page already scrolled", async () => {
    // The inline script runs as the browser would run it: from its source text alone.
    new Function(readerSignScript())();
    window.dispatchEvent(new Event('wheel'));
    expect(await settles((await load()).readerPresent())).toBe(true);
    delete (window as unknown as Record<string, unknown>)[READER_SIGN];
    new Function(readerSignScript())();
    expect(await settles((await load()).readerPresent())).toBe(false);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(300);
    expect(await settles((await load()).readerPresent())).toBe(true);
  });

  it("is not fooled by the browser's user activation alone (a test driver's script evaluation sets it)", async () => {
    vi.stubGlobal('navigator', { ...navigator, userActivation: { hasBeenActive: true } });
    new Function(readerSignScript())();
    expect(await settles((await load()).readerPresent())).toBe(false);
    vi.unstubAllGlobals();
  });

  it("an element's own scroll is not the reader (the side nav scrolls its current link into view)", async () => {
    const { readerPresent } = await load();
    const present = readerPresent();
    const nav = document.body.appendChild(document.createElement('nav'));
    nav.dispatchEvent(new Event('scroll'));
    expect(await settles(present)).toBe(false);
    document.dispatchEvent(new Event('scroll'));
    expect(await settles(present)).toBe(true);
  });

  it('a focus counts as the reader too (a screen reader moving by Tab)', async () => {
    const { readerPresent } = await load();
    const present = readerPresent();
    const button = document.body.appendChild(document.createElement('button'));
    button.focus();
    expect(await settles(present)).toBe(true);
  });

  it('a pictured demo starts without input once the reader has had the page for a while (a screen reader in browse mode sends no events)', async () => {
    vi.useFakeTimers();
    try {
      const { pictureDone, PICTURE_LIFETIME_MS } = await load();
      let done = false;
      void pictureDone().then(() => (done = true));
      await vi.advanceTimersByTimeAsync(PICTURE_LIFETIME_MS - 100);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an unpictured demo starts once the loaded page is idle, without input', async () => {
    const { pageSettled } = await load();
    expect(document.readyState).toBe('complete');
    expect(await settles(pageSettled())).toBe(true);
  });
});

describe('showsPicture', () => {
  const box = (picture: string) => {
    const element = document.body.appendChild(document.createElement('div'));
    element.innerHTML = `<div class="demo-snapshot" inert="">${picture}</div>`;
    return element;
  };

  it('is true for a box holding the build’s picture, false for an empty one', async () => {
    const { showsPicture } = await load();
    expect(showsPicture(box('<table><tr><td>Saltwater</td></tr></table>'))).toBe(true);
    expect(showsPicture(box(''))).toBe(false);
  });

  it('reads no computed style: that would restyle the page in the middle of hydration', async () => {
    const { showsPicture } = await load();
    const computed = vi.spyOn(window, 'getComputedStyle');
    expect(showsPicture(box('<p>pictured</p>'))).toBe(true);
    expect(computed).not.toHaveBeenCalled();
    computed.mockRestore();
  });

  it('is false for a right-to-left reader, whose page hides the picture', async () => {
    const { showsPicture } = await load();
    const element = box('<p>pictured</p>');
    expect(showsPicture(element)).toBe(true);
    document.documentElement.setAttribute('dir', 'rtl');
    expect(showsPicture(element)).toBe(false);
  });
});

describe('keepPictureClicks', () => {
  let element: HTMLDivElement;
  beforeEach(() => {
    element = document.body.appendChild(document.createElement('div'));
    element.innerHTML =
      '<div class="demo-snapshot" inert=""><div role="columnheader"><span>Rating</span></div><div role="columnheader"><span>Year</span></div></div>';
  });

  /** jsdom lays nothing out: the "element at a point" is whatever the test says is there. */
  const pointAt = (find: () => Element | null) => {
    const seenInert: boolean[] = [];
    document.elementFromPoint = vi.fn(() => {
      seenInert.push(element.querySelector('.demo-snapshot')?.hasAttribute('inert') ?? false);
      return find();
    });
    return seenInert;
  };

  /**
   * The live demo takes the picture's place, as React's commit does; under the pointer its header
   * shows an icon the picture did not have (the sort arrow of a hovered Data Grid header).
   */
  const goLive = (header: string) => {
    element.innerHTML = `<div class="grid"><div role="columnheader"><span>${header}</span><button aria-label="Sort"><svg></svg></button></div></div>`;
    const clicked = vi.fn();
    element.querySelector('[role="columnheader"]')!.addEventListener('click', clicked);
    return clicked;
  };
  const icon = () => element.querySelector('.grid svg');

  it('clicks the same control in the live demo, and looks at the picture without inert only for that', async () => {
    const { keepPictureClicks } = await load();
    const clicks = keepPictureClicks(element);
    const seenInert = pointAt(() => element.querySelector('.demo-snapshot span'));
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 40, clientY: 10 }));
    expect(seenInert).toEqual([false]);
    expect(element.querySelector('.demo-snapshot')!.hasAttribute('inert')).toBe(true);

    const clicked = goLive('Rating');
    pointAt(icon);
    clicks.replay();
    expect(clicked).toHaveBeenCalledTimes(1);
    // Once: a second replay has nothing kept.
    clicks.replay();
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('does not click a different control that happens to be at the same place', async () => {
    const { keepPictureClicks } = await load();
    const clicks = keepPictureClicks(element);
    pointAt(() => element.querySelector('.demo-snapshot span'));
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 40, clientY: 10 }));
    const clicked = goLive('Year');
    pointAt(icon);
    clicks.replay();
    expect(clicked).not.toHaveBeenCalled();
  });

  it('keeps nothing from a click beside the picture’s content, or after stop()', async () => {
    const { keepPictureClicks } = await load();
    const clicks = keepPictureClicks(element);
    pointAt(() => element);
    element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const clicked = goLive('Rating');
    pointAt(icon);
    clicks.replay();
    expect(clicked).not.toHaveBeenCalled();

    const stopped = keepPictureClicks(element);
    stopped.stop();
    element.innerHTML =
      '<div class="demo-snapshot" inert=""><div role="columnheader"><span>Rating</span></div></div>';
    pointAt(() => element.querySelector('.demo-snapshot span'));
    element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const later = goLive('Rating');
    pointAt(icon);
    stopped.replay();
    expect(later).not.toHaveBeenCalled();
  });
});
