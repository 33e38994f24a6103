import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { useCurrentPlayer } from '../../api/current-player.ts';
import { pageTitle } from '../../lib/i18n/words.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** `/unauthorized`: where a page the player may not see sends them. */
export default function UnauthorizedPage() {
  const { t } = useLingui();
  const { player } = useCurrentPlayer();
  useDocumentTitle(pageTitle(t`Not allowed`));
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
        <Trans>You are not allowed to see this page</Trans>
      </Heading>
      <Text color="fg.muted">
        {player
          ? t`Your account does not have access to that page. Ask a club admin if you think it should.`
          : t`That page is only for some club members. Log in to continue, or go back to the home page.`}
      </Text>
      <HStack gap="3">
        {!player && (
          <Button asChild colorPalette="brand">
            <RouterLink to="/login">
              <Trans>Log in</Trans>
            </RouterLink>
          </Button>
        )}
        <Button asChild variant="outline">
          <RouterLink to="/">
            <Trans>Go to the home page</Trans>
          </RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
