import { useEffect, type RefObject } from 'react';

/**
 * The cards sit over the bottom of the page. So that they hide nothing for good (WCAG 2.2 2.4.11
 * Focus Not Obscured), the page gets room below its end and a scroll padding of their height: the
 * last controls can be scrolled above them, and a control reached with Tab is scrolled clear of them.
 */
export function useKeepPageClearOf(overlay: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = overlay.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const apply = () => {
      // From the cards' top to the foot of the screen: the cards and whatever they float above (the
      // bottom navigation on a phone).
      const { height, top } = element.getBoundingClientRect();
      const room = height > 0 ? `${Math.ceil(window.innerHeight - top + 12)}px` : '';
      document.body.style.paddingBottom = room;
      root.style.scrollPaddingBottom = room;
    };
    const observer = new ResizeObserver(apply);
    observer.observe(element);
    apply();
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = '';
      root.style.scrollPaddingBottom = '';
    };
  }, [overlay]);
}
