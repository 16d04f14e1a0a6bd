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
