/** The global gtag function (SPEC §7), present when analytics is configured and allowed. */
type Gtag = (command: 'event', action: string, params: Record<string, unknown>) => void;

export interface AnalyticsEvent {
  category: string;
  action: string;
  label?: string;
}

/** Sends one event through gtag; without gtag (no analytics, or no consent) it is dropped. */
export function sendEvent({ category, action, label }: AnalyticsEvent) {
  const gtag = (globalThis as { gtag?: Gtag }).gtag;
  if (typeof gtag !== 'function') return;
  try {
    gtag('event', action, { event_category: category, event_label: label });
  } catch {
    // Analytics must never break the page.
  }
}
