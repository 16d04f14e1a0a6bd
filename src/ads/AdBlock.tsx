'use client';
import { Component, useEffect, useRef, useState, type ReactNode } from 'react';
import { sendEvent } from '@/analytics';
import { useAdConfig } from './AdConfigProvider';
import styles from './AdBlock.module.css';
import { adLabel, createDisplayTracker, sampleDisplay } from './adEvents';
import type { AdKind, AdShape } from './decisions';
import { AdView, type AdLabels, type Shown } from './AdView';

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
    import('./adFlow')
      .then(({ runAdFlow }) =>
        runAdFlow({
          shape: config.shape,
          endpoint,
          scriptUrl,
          network: () => network.current,
          setShape,
          show: (next) => !cancelled && setShown(next),
          crash: setCrash,
          cancelled: () => cancelled,
        }),
      )
      .then(
        (stop) => (cancelled ? stop() : (stopPolling = stop)),
        (error: unknown) => !cancelled && setCrash(error),
      );
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
