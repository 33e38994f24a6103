import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** Where an unknown game path lands. */
export default function GameNotFoundPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Game Not Found`);
  return (
    <Stack gap="4" align="start">
      <Heading as="h1" size="2xl">
        <Trans>Game Not Found</Trans>
      </Heading>
      <Text color="fg.muted">
        <Trans>There is no game at that address. It may have been deleted, or the link is wrong.</Trans>
      </Text>
      <Button asChild variant="outline">
        <Link to="/games">
          <Trans>Browse the game logs</Trans>
        </Link>
      </Button>
    </Stack>
  );
}
