import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A button that downloads a file the server makes (the browser keeps the session cookie). */
export function DownloadLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button asChild size="sm" variant="outline">
      <a href={href} download>
        {children}
      </a>
    </Button>
  );
}
