'use client';
import { useEffect } from 'react';

/**
 * The scroll spy of the table of contents: the section being read is the last heading above the
 * top quarter of the viewport, and its link gets `aria-current="location"`. It works on the
 * server's links (in the `[data-toc]` nav) and renders nothing.
 */
export function TocSpy({ sections }: { sections: string }) {
  useEffect(() => {
    const links = new Map<string, HTMLAnchorElement>();
    document
      .querySelectorAll<HTMLAnchorElement>('[data-toc] a[href^="#"]')
      .forEach((link) => links.set(decodeURIComponent(link.hash.slice(1)), link));
    const headings = sections
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null);
    if (headings.length === 0) return;
    let frame = 0;
    let marked: HTMLAnchorElement | undefined;
    const update = () => {
      frame = 0;
      const line = window.innerHeight / 4;
      let current = headings[0].id;
      for (const heading of headings) {
        if (heading.getBoundingClientRect().top <= line) current = heading.id;
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
