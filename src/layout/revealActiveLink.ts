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
