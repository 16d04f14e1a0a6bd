'use client';
import styles from './AdBlock.module.css';
import type { ExternalAd } from './externalAds';
import type { Ad } from './inHouseAds';

/** The slot's words in the page's language, from the server (no dictionary at load). */
export interface AdLabels {
  /** The slot's accessible name. */
  region: string;
  /** "Ad by", before the advertiser's name. */
  adBy: string;
  /** The advertiser's name when the network gives none. */
  label: string;
  appealTitle: string;
  appeal: string;
}

/** What the slot shows once decided. */
export type Shown =
  | { kind: 'pending' }
  | { kind: 'none' }
  | { kind: 'carbon'; external?: ExternalAd & { html: string } }
  | { kind: 'in-house' | 'in-house-adblock'; ad: Ad }
  | { kind: 'adblock-appeal' };

/** The ad's picture: decorative (the text link next to it says the same), out of the tab order. */
function AdImage({ href, src }: { href: string; src: string }) {
  return (
    <a
      href={href}
      className={styles.imageLink}
      target="_blank"
      rel="noopener sponsored"
      tabIndex={-1}
      aria-hidden="true"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- fixed-size ad image, nothing for next/image to optimise */}
      <img src={src} alt="" width={130} height={100} />
    </a>
  );
}

export function AdView({ shown, labels }: { shown: Shown; labels: AdLabels }) {
  if (shown.kind === 'in-house' || shown.kind === 'in-house-adblock') {
    const { ad } = shown;
    return (
      <div className={styles.ad}>
        <AdImage href={ad.link} src={ad.img} />
        <div className={styles.text}>
          <a href={ad.link} target="_blank" rel="noopener sponsored" className={styles.copy}>
            {/* Our own copy: trusted HTML. */}
            <span dangerouslySetInnerHTML={{ __html: ad.description }} />
          </a>
          <span className={styles.poweredBy}>
            {labels.adBy} {ad.poweredby}
          </span>
        </div>
      </div>
    );
  }
  if (shown.kind === 'carbon' && shown.external) {
    const { external } = shown;
    return (
      <div className={styles.ad}>
        {external.image ? <AdImage href={external.statlink} src={external.image} /> : null}
        <div className={styles.text}>
          {/* Third-party copy, sanitised to text, strong, em and https links. */}
          <span className={styles.copy} dangerouslySetInnerHTML={{ __html: external.html }} />
          <a
            href={external.statlink}
            target="_blank"
            rel="noopener sponsored"
            className={styles.poweredBy}
          >
            {labels.adBy} {external.company ?? labels.label}
          </a>
        </div>
      </div>
    );
  }
  if (shown.kind === 'adblock-appeal') {
    return (
      <div className={styles.appeal}>
        <strong>{labels.appealTitle}</strong>
        <p>{labels.appeal}</p>
      </div>
    );
  }
  return null;
}
