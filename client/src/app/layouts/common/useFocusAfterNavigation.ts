import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a navigation that removed the focused element (a button on the page that was left), the
 * focus would fall back to the document and a keyboard user would start again from the top: it is
 * put on the main area instead, where the new page begins. A focus that survived the navigation
 * (a sidebar link, the header) is left where it is.
 */
export function useFocusAfterNavigation(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // After the new page's first paint (a lazy page may render a frame later).
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      const lost = active === null || active === document.body || !active.isConnected;
      if (lost) main.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [main, pathname]);
}
