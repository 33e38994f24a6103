import { Box } from '@chakra-ui/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** How far outside the screen something starts loading, so it is there by the time it scrolls in. */
const AHEAD = '300px';

/**
 * Renders its children once the box comes near the screen (and from then on). Where the browser
 * cannot tell (no IntersectionObserver), at once.
 */
export function WhenVisible({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = box.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return (
    <Box ref={box} w="full" h="full">
      {seen ? children : null}
    </Box>
  );
}
