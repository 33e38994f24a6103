import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useCurrentPlayer } from '../../api/current-player.ts';

/** `/unauthorized`: where a page the player may not see sends them. */
export default function UnauthorizedPage() {
  const { player } = useCurrentPlayer();
  return (
    <Stack gap="4" maxW="2xl" py="6">
      <Text
        fontWeight="semibold"
        color="brand.fg"
        letterSpacing="wide"
        textTransform="uppercase"
        fontSize="sm"
      >
        403
      </Text>
      <Heading as="h1" size="2xl">
        You are not allowed to see this page
      </Heading>
      <Text color="fg.muted">
        {player
          ? 'Your account does not have access to that page. Ask a club admin if you think it should.'
          : 'That page is only for some club members. Log in to continue, or go back to the home page.'}
      </Text>
      <HStack gap="3">
        {!player && (
          <Button asChild colorPalette="brand">
            <RouterLink to="/login">Log in</RouterLink>
          </Button>
        )}
        <Button asChild variant="outline">
          <RouterLink to="/">Go to the home page</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
