/** Browser side of page feedback: sending, remembering the reader's rating, the issue link. */

export interface FeedbackBody {
  pathname: string;
  rating: 0 | 1;
  comment?: string;
  sectionId?: string;
  sectionTitle?: string;
  language: string;
}

export const FEEDBACK_ENDPOINT = '/api/feedback';

/** Sends one submission; true only for a 201 (stored). A network error counts as failure. */
export async function sendFeedback(
  body: FeedbackBody,
  fetcher: typeof fetch = fetch,
): Promise<boolean> {
  try {
    const response = await fetcher(FEEDBACK_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.status === 201;
  } catch {
    return false;
  }
}

const storageKey = (pathname: string) => `docs-feedback:${pathname}`;

/** The rating this browser gave the page, or null. Storage may be unavailable (private mode). */
export function readRating(
  pathname: string,
  storage: Pick<Storage, 'getItem'> | undefined,
): 0 | 1 | null {
  try {
    const value = storage?.getItem(storageKey(pathname));
    return value === '1' ? 1 : value === '0' ? 0 : null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

export function saveRating(
  pathname: string,
  rating: 0 | 1,
  storage: Pick<Storage, 'setItem'> | undefined,
) {
  try {
    storage?.setItem(storageKey(pathname), String(rating));
  } catch {
    // Full or blocked storage: the widget just won't remember.
  }
  listeners.forEach((listener) => listener());
}

/** For `useSyncExternalStore`: ratings saved in this tab or another one. */
export function subscribeToRatings(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** A new-issue link on the library's tracker, prefilled with the page and what the reader wrote. */
export function issueUrl(pageUrl: string, pageTitle: string, comment: string): string {
  const body = [
    `**Page:** ${pageUrl}`,
    '',
    '**What is wrong or missing?**',
    '',
    comment.trim(),
  ].join('\n');
  const params = new URLSearchParams({ title: `[docs] ${pageTitle}`, labels: 'docs', body });
  return `https://github.com/mui/mui-x/issues/new?${params}`;
}

/** The plain title of a heading, without its anchor links and plan badges. */
export function headingTitle(heading: Element): string {
  const copy = heading.cloneNode(true) as Element;
  copy.querySelectorAll('a, [data-plan]').forEach((node) => node.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}
