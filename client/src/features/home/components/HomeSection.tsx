import { Heading, HStack, Link, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** A titled block of the home page, with an optional "see everything" link. */
export function HomeSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: { label: string; to: string };
  children: ReactNode;
}) {
  return (
    <Stack as="section" aria-labelledby={id} gap="4">
      <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Heading as="h2" id={id} size="xl" letterSpacing="tight">
          {title}
        </Heading>
        {action && (
          <Link asChild color="brand.fg" fontWeight="medium" fontSize="sm">
            <RouterLink to={action.to}>{action.label} →</RouterLink>
          </Link>
        )}
      </HStack>
      {children}
    </Stack>
  );
}
