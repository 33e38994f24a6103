import { useEffect } from 'react';

/** Names the browser tab after the page, and gives the previous name back on leaving. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
