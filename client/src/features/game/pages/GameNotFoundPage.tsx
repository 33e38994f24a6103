import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** Where an unknown game path lands (SPEC §8). */
export default function GameNotFoundPage() {
  useDocumentTitle('Game Not Found');
  return (
    <Stack gap="4" align="start">
      <Heading as="h1" size="2xl">
        Game Not Found
      </Heading>
      <Text color="fg.muted">
        There is no game at that address. It may have been deleted, or the link is wrong.
      </Text>
      <Button asChild variant="outline">
        <Link to="/games">Browse the game logs</Link>
      </Button>
    </Stack>
  );
}
