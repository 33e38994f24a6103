import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The panel every bare-layout page sits in: a title, an optional line under it, the form, then links. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Stack gap="6" bg="bg.panel" borderWidth="1px" rounded="l3" shadow="sm" p={{ base: '6', md: '8' }}>
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {intro && <Text color="fg.muted">{intro}</Text>}
      </Stack>
      {children}
      {footer && (
        <Stack gap="2" fontSize="sm" color="fg.muted">
          {footer}
        </Stack>
      )}
    </Stack>
  );
}
