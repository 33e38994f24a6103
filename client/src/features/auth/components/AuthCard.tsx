import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { pageTitle } from '../../../lib/i18n/words.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/**
 * The panel every bare-layout page sits in: a title (also the browser tab's), an optional line under
 * it, the form, then links.
 */
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
  useDocumentTitle(pageTitle(title));
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
