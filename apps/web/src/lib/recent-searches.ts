/**
 * A client's recent searches (issue #20, the home screen), kept on this device only: what a person
 * searches for can say much about their disability, so it never goes to the server, and it is
 * forgotten when the session ends (sign-out, or a session the server ended), with the other copies
 * of the person's data on the device.
 */
const STORAGE_KEY = 'alongside.recent-searches';

/** How many searches the home screen offers again. */
export const MAX_RECENT_SEARCHES = 3;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be refused (private modes, blocked cookies): the list is an extra, not a need.
    return null;
  }
}

/** The searches, newest first, each as the search page's query string (without its page number). */
export function recentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((entry): entry is string => typeof entry === 'string').slice(0, MAX_RECENT_SEARCHES)
      : [];
  } catch {
    return [];
  }
}

/**
 * Puts a search first; the same search again moves up rather than being listed twice. A search with
 * no choice in it (only a page or an order) is not kept: the bare search near home is one tap away.
 */
export function rememberSearch(params: URLSearchParams): void {
  const search = new URLSearchParams(params);
  search.delete('page');
  search.sort();
  if ([...search.keys()].every((name) => name === 'sort')) return;
  const query = search.toString();
  const list = [query, ...recentSearches().filter((entry) => entry !== query)].slice(0, MAX_RECENT_SEARCHES);
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // A full or refused storage loses the list, nothing else.
  }
}

export function forgetRecentSearches(): void {
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
