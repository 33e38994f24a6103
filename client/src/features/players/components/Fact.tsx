import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One figure with its name, in a small box. */
export function Fact({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="0" borderWidth="1px" rounded="md" p="3">
      <Text textStyle="sm" color="fg.muted">
        {title}
      </Text>
      <Text as="div" textStyle="xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {children}
      </Text>
    </Stack>
  );
}
