'use client';
import { useEffect } from 'react';

/**
 * The scroll spy of the table of contents: the section being read is the last heading above the
 * top quarter of the viewport, and its link gets `aria-current="location"`. It works on the
 * server's links (in the `[data-toc]` nav) and renders nothing.
 */
export function TocSpy({
  sections,
}: {
  /** The page's section ids: a new list (another page's) starts the spy again. */
  sections: string;
}) {
  useEffect(() => {
    // The links are the list of sections: each `#id` names its heading.
    const links = new Map<HTMLElement, HTMLAnchorElement>();
    document.querySelectorAll<HTMLAnchorElement>('[data-toc] a[href^="#"]').forEach((link) => {
      const heading = document.getElementById(decodeURIComponent(link.hash.slice(1)));
      if (heading) links.set(heading, link);
    });
    const headings = [...links.keys()];
    if (headings.length === 0) return;
    let frame = 0;
    let marked: HTMLAnchorElement | undefined;
    const update = () => {
      frame = 0;
      const line = window.innerHeight / 4;
      let current = headings[0];
      for (const heading of headings) {
        if (heading.getBoundingClientRect().top <= line) current = heading;
        else break;
      }
      const link = links.get(current);
      if (link === marked) return;
      marked?.removeAttribute('aria-current');
      link?.setAttribute('aria-current', 'location');
      marked = link;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // The first mark, in the next frame rather than in the middle of hydration.
    const first = requestAnimationFrame(update);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      marked?.removeAttribute('aria-current');
    };
  }, [sections]);
  return null;
}
