import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** An in-app link styled as text, for the lines under the account forms. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="brand.fg" fontWeight="medium">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
