import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/** Shown while a page or its data loads. */
export function Loading({ text }: { text?: string }) {
  const { t } = useLingui();
  return (
    <Center py="16" role="status" aria-live="polite">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted">{text ?? t`Loading...`}</Text>
      </Stack>
    </Center>
  );
}
