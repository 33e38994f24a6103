import { Center, Spinner, Stack, Text } from '@chakra-ui/react';

/** Shown while a page or its data loads. */
export function Loading({ text = 'Loading...' }: { text?: string }) {
  return (
    <Center py="16" role="status" aria-live="polite">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted">{text}</Text>
      </Stack>
    </Center>
  );
}
