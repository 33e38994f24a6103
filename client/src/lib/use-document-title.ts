import { useLayoutEffect } from 'react';

/**
 * Names the browser tab after the page, and gives the previous name back on leaving. In the same
 * commit as the page itself (a layout effect): the tab never names the page that was just left.
 */
export function useDocumentTitle(title: string): void {
  useLayoutEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
