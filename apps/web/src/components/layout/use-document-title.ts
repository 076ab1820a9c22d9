import { useEffect } from 'react';

export const PRODUCT_NAME = 'Alongside';

/** Every page names itself in the tab and to screen readers: "Sign in · Alongside". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
