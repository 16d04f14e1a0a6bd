'use client';
import { useEffect } from 'react';

const EDGE_PX = 24;
const DISTANCE_PX = 60;

/**
 * Touch gestures for the navigation drawer: a swipe from the start edge opens it,
 * a swipe back across it closes it. Mirrored in right-to-left layouts.
 */
export function useDrawerSwipe(
  open: boolean,
  setOpen: (open: boolean) => void,
  panel: HTMLElement | null,
) {
  useEffect(() => {
    let startX: number | null = null;
    let fromEdge = false;
    const rtl = () => document.documentElement.dir === 'rtl';
    const onStart = (event: TouchEvent) => {
      const x = event.touches[0].clientX;
      const edgeDistance = rtl() ? window.innerWidth - x : x;
      fromEdge = !open && edgeDistance < EDGE_PX;
      startX = open && panel?.contains(event.target as Node) ? x : fromEdge ? x : null;
    };
    const onEnd = (event: TouchEvent) => {
      if (startX === null) return;
      const delta = (event.changedTouches[0].clientX - startX) * (rtl() ? -1 : 1);
      if (fromEdge && delta > DISTANCE_PX) setOpen(true);
      if (open && delta < -DISTANCE_PX) setOpen(false);
      startX = null;
    };
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchend', onEnd);
    };
  }, [open, setOpen, panel]);
}
