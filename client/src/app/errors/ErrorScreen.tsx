import { Button, Center, Code, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';

/** The message to show for anything thrown; only real Errors carry one worth showing. */
function errorMessage(error: unknown): string | null {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'object' && error !== null && 'statusText' in error) {
    const statusText = (error as { statusText?: unknown }).statusText;
    if (typeof statusText === 'string' && statusText) return statusText;
  }
  return null;
}

export interface ErrorScreenProps {
  error: unknown;
  onTryAgain: () => void;
  onGoHome: () => void;
}

/** The full-page error screen: what went wrong, and two ways out. */
export function ErrorScreen({ error, onTryAgain, onGoHome }: ErrorScreenProps) {
  const { t } = useLingui();
  return (
    <Center as="main" id="main-content" tabIndex={-1} minH="100vh" bg="bg.subtle" px="4">
      <Stack
        gap="5"
        maxW="lg"
        w="full"
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="xl"
        boxShadow="md"
        p={{ base: '6', md: '8' }}
        textAlign="center"
        align="center"
      >
        <Heading as="h1" size="2xl">
          <Trans>Something went wrong</Trans>
        </Heading>
        <Code
          display="block"
          whiteSpace="pre-wrap"
          wordBreak="break-word"
          p="3"
          w="full"
          colorPalette="red"
          variant="subtle"
        >
          {errorMessage(error) ?? t`An unexpected error occurred`}
        </Code>
        <Text color="fg.muted">
          <Trans>Try again, or go back to the home page.</Trans>
        </Text>
        <HStack gap="3">
          <Button colorPalette="brand" onClick={onTryAgain}>
            <Trans>Try Again</Trans>
          </Button>
          <Button variant="outline" onClick={onGoHome}>
            <Trans>Go Home</Trans>
          </Button>
        </HStack>
      </Stack>
    </Center>
  );
}
