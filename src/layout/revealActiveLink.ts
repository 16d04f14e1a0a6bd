/**
 * Brings the nav's active link into view if it is outside the visible part of the nav's list,
 * unless the reader has scrolled the list already (before the page hydrated, say): theirs is the
 * position. It leaves the link a third of the way down, with the entries before it in sight.
 */
export function revealActiveLink(scroller: HTMLElement | null) {
  if (!scroller || scroller.scrollTop !== 0) return;
  const active = scroller.querySelector<HTMLElement>('[aria-current="page"]');
  const box = scroller.getBoundingClientRect();
  const link = active?.getBoundingClientRect();
  if (link && (link.top < box.top || link.bottom > box.bottom)) {
    scroller.scrollTop += link.top - box.top - box.height / 3;
  }
}

/**
 * `revealActiveLink` in the next frame, for an effect to return (the cancel). Reading positions
 * in an effect run by hydration's commit makes the browser lay the page out there and then, in
 * the commit's task; in a frame callback it is the layout that frame does anyway.
 */
export function revealActiveLinkNextFrame(scroller: () => HTMLElement | null): () => void {
  const frame = requestAnimationFrame(() => revealActiveLink(scroller()));
  return () => cancelAnimationFrame(frame);
}
