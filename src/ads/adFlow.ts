import type { Shown } from './AdView';
import { isBotVisitor } from './bots';
import {
  adblockKind,
  pollNetwork,
  sessionShape,
  type AdShape,
  type NetworkElement,
  type ScriptState,
} from './decisions';
import { fetchExternalAd, impressionPixels } from './externalAds';
import { pickInHouseAd } from './inHouseAds';

/** What the flow needs from the slot it decides for. */
export interface AdSlot {
  /** The configured shape; `auto` draws one per session. */
  shape: AdShape | 'auto';
  /** The ads JSON endpoint (`ADS_ENDPOINT`), used by the inline shape. */
  endpoint?: string;
  /** The ad network's script (`AD_SCRIPT_URL`); without it the in-house ad shows at once. */
  scriptUrl?: string;
  /** The element the network's script fills. */
  network: () => HTMLElement | null;
  setShape: (shape: AdShape) => void;
  show: (shown: Shown) => void;
  /** A throw in a poll: it crashes the ad, not the page. */
  crash: (error: unknown) => void;
  cancelled: () => boolean;
}

/**
 * The ad flow of SPEC §4, fetched after the slot hydrates (it decides nothing the first paint
 * shows: the slot's box is reserved by CSS). Returns a function that stops the network's polls.
 */
export async function runAdFlow(slot: AdSlot): Promise<() => void> {
  const stopped = () => {};
  if (isBotVisitor(navigator.userAgent)) {
    slot.show({ kind: 'none' });
    return stopped;
  }
  const chosen = slot.shape === 'auto' ? sessionShape(sessionStorage, Math.random) : slot.shape;
  if (slot.cancelled()) return stopped;
  slot.setShape(chosen);

  if (chosen === 'inline' && slot.endpoint) {
    const external = await fetchExternalAd(slot.endpoint);
    if (slot.cancelled()) return stopped;
    if (external) {
      const { sanitizeAdHtml } = await import('./sanitize');
      const html = sanitizeAdHtml(external.description ?? '', window);
      for (const url of impressionPixels(external)) new Image().src = url;
      slot.show({ kind: 'carbon', external: { ...external, html } });
      return stopped;
    }
  }

  const inHouse = (kind: 'in-house' | 'in-house-adblock'): Shown => ({
    kind,
    ad: pickInHouseAd(Math.random),
  });
  // No network configured: nothing to wait for and nothing a blocker could have hidden.
  if (!slot.scriptUrl) {
    slot.show(inHouse('in-house'));
    return stopped;
  }
  let script: ScriptState = 'loading';
  const container = slot.network();
  if (container) {
    const element = document.createElement('script');
    element.src = slot.scriptUrl;
    element.async = true;
    element.id = '_carbonads_js';
    element.onload = () => (script = 'loaded');
    element.onerror = () => (script = 'failed');
    container.appendChild(element);
  }
  return pollNetwork(
    () => ({ element: inspectNetwork(slot.network()), script }),
    (verdict) => {
      if (verdict === 'carbon') return slot.show({ kind: 'carbon' });
      if (verdict === 'in-house') return slot.show(inHouse('in-house'));
      const kind = adblockKind(Math.random);
      slot.show(kind === 'adblock-appeal' ? { kind } : inHouse('in-house-adblock'));
    },
    (callback, ms) =>
      setTimeout(() => {
        try {
          callback();
        } catch (error) {
          // A broken network script (or DOM) crashes the ad, not the page: the boundary takes it.
          if (!slot.cancelled()) slot.crash(error);
        }
      }, ms),
  );
}

/** What the network has put in its container: its ad, its placeholder "backers" link, or nothing. */
function inspectNetwork(container: HTMLElement | null): NetworkElement {
  const element = container?.querySelector('#carbonads');
  if (!element) return 'none';
  return element.querySelector('a[href*="/backers"]') ? 'placeholder' : 'ad';
}
