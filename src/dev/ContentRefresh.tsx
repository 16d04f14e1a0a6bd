'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** Where `next dev` streams content edits. */
export const CONTENT_CHANGES_URL = '/api/dev/content-changes';

/**
 * `next dev` only: when a writer saves an MDX page (or a demo's source), the page's server part is
 * fetched again, so the edit shows in about a second while open panels, scroll and demo state stay.
 * Demo components themselves are modules, updated by Fast Refresh.
 */
export function ContentRefresh() {
  const router = useRouter();
  useEffect(() => {
    const events = new EventSource(CONTENT_CHANGES_URL);
    // A signal for the bench and for writers' tools: edits from now on reach this page.
    events.onopen = () => (document.documentElement.dataset.contentRefresh = 'connected');
    events.onmessage = () => router.refresh();
    return () => {
      events.close();
      delete document.documentElement.dataset.contentRefresh;
    };
  }, [router]);
  return null;
}
