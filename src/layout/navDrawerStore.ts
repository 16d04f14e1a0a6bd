'use client';
import { useSyncExternalStore } from 'react';

/** Whether the navigation drawer (below the `lg` breakpoint) is open; shared by the header button and the nav. */
let open = false;
const listeners = new Set<() => void>();

export function setNavDrawerOpen(next: boolean) {
  if (open === next) return;
  open = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNavDrawerOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}

/** From `lg` up (SideNav.module.css) the nav is a column beside the page, not a drawer. */
const COLUMN_QUERY = '(min-width: 1200px)';

function subscribeToWidth(listener: () => void) {
  const media = window.matchMedia(COLUMN_QUERY);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

/**
 * Whether the nav's links can be seen: in the column, or in the open drawer. A closed drawer sits
 * just off screen, where Next's viewport prefetch (200 px margin) still saw a dozen links on every
 * phone page load and fetched each route's payload for nothing.
 */
export function useNavLinksShown(): boolean {
  const drawerOpen = useNavDrawerOpen();
  const column = useSyncExternalStore(
    subscribeToWidth,
    () => window.matchMedia(COLUMN_QUERY).matches,
    () => false,
  );
  return drawerOpen || column;
}
