import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled part of the resources page; the id is the target of the page's contents links. */
export function ResourceSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack as="section" id={id} aria-labelledby={`${id}-heading`} gap="4" scrollMarginTop="20">
      <Stack gap="1">
        <Heading as="h2" id={`${id}-heading`} size="xl" letterSpacing="tight">
          {title}
        </Heading>
        {intro && (
          <Text color="fg.muted" maxW="3xl">
            {intro}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}
