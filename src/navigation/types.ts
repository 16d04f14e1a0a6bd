export type Plan = 'pro' | 'premium';

/** One entry of a navigation tree (SPEC §3). */
export interface NavPage {
  /** Canonical path without a trailing slash, or an absolute URL for an external link. */
  pathname: string;
  title: string;
  /** Shown as a label above the children instead of a collapsible group. */
  subheader?: string;
  children?: readonly NavPage[];
  plan?: Plan;
  planned?: boolean;
  /** Shown as "Preview". */
  unstable?: boolean;
  newFeature?: boolean;
}
