import {
  CONSENT_STORAGE_KEY,
  decideConsent,
  type ConsentChoice,
  type ConsentState,
} from './decisions';

/** The reader's consent in this browser: signals and storage read now (client only). */
export function readConsent(): ConsentState {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing stored, and the choice will not survive the page.
  }
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return decideConsent({
    stored,
    doNotTrack: nav.doNotTrack === '1' || (window as { doNotTrack?: string }).doNotTrack === '1',
    globalPrivacyControl: nav.globalPrivacyControl === true,
  });
}

const listeners = new Set<() => void>();
/** Set when storage is blocked, so the choice still holds for this page. */
let unsavedChoice: ConsentChoice | null = null;

/** Whether the banner should show (for `useSyncExternalStore`; false on the server). */
export function shouldAskConsent(): boolean {
  return unsavedChoice === null && readConsent().ask;
}

/** Calls `listener` when the choice changes, here or in another tab. */
export function subscribeToConsent(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Stores the reader's choice and tells gtag at once. */
export function saveConsent(choice: ConsentChoice) {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    unsavedChoice = choice;
  }
  window.gtag?.('consent', 'update', { analytics_storage: choice });
  for (const listener of listeners) listener();
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}
