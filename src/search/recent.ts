/** Recent searches: the pages the reader opened from search, newest first, in localStorage. */
export const RECENT_STORAGE_KEY = 'docs-search-recent';
export const RECENT_MAX = 5;

export interface RecentSearch {
  title: string;
  url: string;
}

/** Adds `entry` in front, without duplicates (by URL), keeping at most RECENT_MAX. */
export function addRecent(list: RecentSearch[], entry: RecentSearch): RecentSearch[] {
  return [entry, ...list.filter((item) => item.url !== entry.url)].slice(0, RECENT_MAX);
}

/** Reads the stored list, dropping anything that is not a list of {title, url} with a local URL. */
export function parseRecent(stored: string | null): RecentSearch[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (item): item is RecentSearch =>
          typeof item?.title === 'string' &&
          typeof item?.url === 'string' &&
          item.url.startsWith('/') &&
          !item.url.startsWith('//'),
      )
      .slice(0, RECENT_MAX);
  } catch {
    return [];
  }
}

export function readRecent(): RecentSearch[] {
  try {
    return parseRecent(window.localStorage.getItem(RECENT_STORAGE_KEY));
  } catch {
    return [];
  }
}

export function saveRecent(entry: RecentSearch) {
  try {
    window.localStorage.setItem(RECENT_STORAGE_KEY, JSON.stringify(addRecent(readRecent(), entry)));
  } catch {
    // Storage blocked: nothing remembered.
  }
}
