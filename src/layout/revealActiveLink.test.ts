// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { revealActiveLinkNextFrame } from './revealActiveLink';

describe('revealActiveLinkNextFrame', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  const nav = () => {
    document.body.innerHTML =
      '<div id="scroller"><a href="/a/">A</a><a href="/b/" aria-current="page">B</a></div>';
    const scroller = document.getElementById('scroller')!;
    const rects = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const [top, height] = this.matches('[aria-current="page"]') ? [600, 30] : [100, 300];
      return { top, bottom: top + height, height } as DOMRect;
    });
    return { scroller, rects };
  };
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

  it('reads no position where it is called (a commit), and reveals the link in the next frame', async () => {
    const { scroller, rects } = nav();
    revealActiveLinkNextFrame(() => scroller);
    expect(rects).not.toHaveBeenCalled();
    await nextFrame();
    expect(rects).toHaveBeenCalled();
    expect(scroller.scrollTop).toBe(400);
  });

  it('does nothing once cancelled (the component unmounted first)', async () => {
    const { scroller, rects } = nav();
    revealActiveLinkNextFrame(() => scroller)();
    await nextFrame();
    expect(rects).not.toHaveBeenCalled();
    expect(scroller.scrollTop).toBe(0);
  });
});
