import { useLayoutEffect } from 'react';

/**
 * Names the browser tab after the page, and gives the previous name back on leaving. In the same
 * commit as the page itself (a layout effect): the tab never names the page that was just left.
 * A new title (another language, say) is one write: the previous name is kept from the page's start.
 */
export function useDocumentTitle(title: string): void {
  useLayoutEffect(() => {
    const previous = document.title;
    return () => {
      document.title = previous;
    };
  }, []);
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
}
