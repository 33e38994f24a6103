import { SkipNavLink } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { MouseEvent } from 'react';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first focusable element of every page: jumps past the navigation to the content.
 * Focus is moved by hand rather than through the URL hash, which the router would treat as a navigation.
 */
export function SkipLink() {
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = document.getElementById(MAIN_CONTENT_ID);
    main?.focus();
    main?.scrollIntoView?.();
  };
  return (
    <SkipNavLink id={MAIN_CONTENT_ID} onClick={skipToMain} color="brand.fg" zIndex="skipNav" boxShadow="lg">
      <Trans>Skip to main content</Trans>
    </SkipNavLink>
  );
}
