'use client';
import { Component, useEffect, useRef, useState, type ReactNode } from 'react';
import { sendEvent } from '@/analytics';
import { useAdConfig } from './AdConfigProvider';
import styles from './AdBlock.module.css';
import {
  adblockKind,
  createDisplayTracker,
  adLabel,
  pollNetwork,
  sampleDisplay,
  sessionShape,
  type AdKind,
  type AdShape,
  type NetworkElement,
  type ScriptState,
} from './decisions';
import { AdView, type AdLabels, type Shown } from './AdView';
import { fetchExternalAd, impressionPixels } from './externalAds';
import { pickInHouseAd } from './inHouseAds';

interface AdBlockProps {
  /** Where the slot sits, for event labels (`top`). */
  placement: string;
  /** The ad network's script (`AD_SCRIPT_URL`); without it the in-house ad shows at once. */
  scriptUrl?: string;
  /** The ads JSON endpoint (`ADS_ENDPOINT`), used by the inline shape. */
  endpoint?: string;
  labels: AdLabels;
}

/**
 * The ad slot under a page's description (SPEC §4). Its box is reserved by CSS before anything
 * loads, so whatever it ends up showing (or not) never moves the page.
 */
export function AdBlock({ placement, scriptUrl, endpoint, labels }: AdBlockProps) {
  const config = useAdConfig();
  const [shown, setShown] = useState<Shown>({ kind: 'pending' });
  const [shape, setShape] = useState<AdShape>('image');
  const [crash, setCrash] = useState<unknown>(null);
  const network = useRef<HTMLDivElement>(null);
  const slot = useRef<HTMLElement>(null);

  useEffect(() => {
    let cancelled = false;
    let stopPolling = () => {};
    const show = (next: Shown) => {
      if (!cancelled) setShown(next);
    };

    async function run() {
      const { isBotVisitor } = await import('./bots');
      if (isBotVisitor(navigator.userAgent)) return show({ kind: 'none' });
      const chosen =
        config.shape === 'auto' ? sessionShape(sessionStorage, Math.random) : config.shape;
      if (!cancelled) setShape(chosen);

      if (chosen === 'inline' && endpoint) {
        const external = await fetchExternalAd(endpoint);
        if (cancelled) return;
        if (external) {
          const { sanitizeAdHtml } = await import('./sanitize');
          const html = sanitizeAdHtml(external.description ?? '', window);
          for (const url of impressionPixels(external)) new Image().src = url;
          return show({ kind: 'carbon', external: { ...external, html } });
        }
      }

      // No network configured: nothing to wait for and nothing a blocker could have hidden.
      if (!scriptUrl) return show({ kind: 'in-house', ad: pickInHouseAd(Math.random) });
      let script: ScriptState = 'loading';
      if (network.current) {
        const element = document.createElement('script');
        element.src = scriptUrl;
        element.async = true;
        element.id = '_carbonads_js';
        element.onload = () => (script = 'loaded');
        element.onerror = () => (script = 'failed');
        network.current.appendChild(element);
      }
      stopPolling = pollNetwork(
        () => ({ element: inspectNetwork(network.current), script }),
        (verdict) => {
          if (verdict === 'carbon') return show({ kind: 'carbon' });
          if (verdict === 'in-house')
            return show({ kind: 'in-house', ad: pickInHouseAd(Math.random) });
          const kind = adblockKind(Math.random);
          show(
            kind === 'adblock-appeal'
              ? { kind }
              : { kind: 'in-house-adblock', ad: pickInHouseAd(Math.random) },
          );
        },
        (callback, ms) =>
          setTimeout(() => {
            try {
              callback();
            } catch (error) {
              // A broken network script (or DOM) crashes the ad, not the page: the boundary takes it.
              if (!cancelled) setCrash(error);
            }
          }, ms),
      );
    }

    run().catch((error: unknown) => {
      if (!cancelled) setCrash(error);
    });
    return () => {
      cancelled = true;
      stopPolling();
    };
  }, [config.shape, endpoint, scriptUrl]);

  const kind: AdKind = crash ? 'none' : shown.kind === 'pending' ? 'none' : shown.kind;
  const label = adLabel(kind, placement, shape);
  useDisplayEvent(
    slot,
    shown.kind !== 'pending' && kind !== 'none',
    label,
    config.displaySampleRate,
  );

  return (
    <aside
      ref={slot}
      className={styles.slot}
      aria-label={labels.region}
      data-ad-kind={shown.kind === 'pending' && !crash ? undefined : kind}
      data-ad-shape={shape}
      onClickCapture={(event) => {
        if ((event.target as Element).closest('a'))
          sendEvent({ category: 'ad', action: 'click', label });
      }}
    >
      <AdErrorBoundary
        label={label}
        crash={crash}
        onCrash={() => setCrash((previous: unknown) => previous ?? true)}
      >
        <div
          ref={network}
          className={styles.network}
          hidden={shown.kind !== 'carbon' || !!('external' in shown && shown.external)}
        />
        <AdView shown={shown} labels={labels} />
      </AdErrorBoundary>
    </aside>
  );
}

/** What the network has put in its container: its ad, its placeholder "backers" link, or nothing. */
function inspectNetwork(container: HTMLElement | null): NetworkElement {
  const element = container?.querySelector('#carbonads');
  if (!element) return 'none';
  return element.querySelector('a[href*="/backers"]') ? 'placeholder' : 'ad';
}

/** A display is reported (sampled at 0.1) once the slot has been on screen for 2,500 ms. */
function useDisplayEvent(
  slot: React.RefObject<HTMLElement | null>,
  active: boolean,
  label: string,
  sampleRate: number,
) {
  useEffect(() => {
    const element = slot.current;
    if (!active || !element || !sampleDisplay(Math.random, sampleRate)) return;
    const tracker = createDisplayTracker({
      onDisplay: () => sendEvent({ category: 'ad', action: 'display', label }),
    });
    const observer = new IntersectionObserver(([entry]) =>
      tracker.setVisible(entry.isIntersecting),
    );
    observer.observe(element);
    return () => {
      tracker.stop();
      observer.disconnect();
    };
  }, [slot, active, label, sampleRate]);
}

/** An ad that crashes renders nothing and reports a crash event (SPEC §8). */
class AdErrorBoundary extends Component<
  { label: string; crash: unknown; onCrash: () => void; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    sendEvent({ category: 'ad', action: 'crash', label: this.props.label });
    this.props.onCrash();
  }

  render() {
    if (this.state.failed) return null;
    if (this.props.crash) return <Rethrow error={this.props.crash} />;
    return this.props.children;
  }
}

function Rethrow({ error }: { error: unknown }): never {
  throw error;
}
