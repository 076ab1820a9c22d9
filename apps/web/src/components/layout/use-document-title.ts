import { useEffect, useSyncExternalStore } from 'react';

export const PRODUCT_NAME = 'Alongside';

let pageTitle = '';
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Every page names itself in the tab and to screen readers: "Sign in · Alongside". The same words
 * head the signed-in frame's top bar (`usePageTitle`), so a page names itself once.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
    pageTitle = title;
    for (const listener of listeners) listener();
  }, [title]);
}

/** The title the current page gave itself with `useDocumentTitle`. */
export function usePageTitle(): string {
  return useSyncExternalStore(subscribe, () => pageTitle);
}
