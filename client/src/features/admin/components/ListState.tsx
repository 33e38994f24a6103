import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** Loading, failed, empty or the list itself, the same way on every tab. */
export function ListState<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  empty: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <Stack gap="2" aria-hidden="true">
        <Skeleton h="8" />
        <Skeleton h="8" />
        <Skeleton h="8" />
      </Stack>
    );
  }
  if (query.isError) {
    const errorMessage = query.error.message;
    return (
      <Text color="fg.error" role="alert">
        <Trans>Could not load this list: {errorMessage}</Trans>
      </Text>
    );
  }
  if (isEmpty(query.data)) return <Text color="fg.muted">{empty}</Text>;
  return <>{children(query.data)}</>;
}
