import { Skeleton, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * Loading, failed, empty or filled: the home page's blocks must never break the page, so a
 * failed or missing endpoint just shows a quiet note where the block would be.
 */
export function QueryContent<T>({
  query,
  isEmpty,
  empty,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <Stack gap="2" aria-hidden="true">
        <Skeleton h="5" />
        <Skeleton h="5" />
        <Skeleton h="5" w="70%" />
      </Stack>
    );
  }
  if (query.isError) return <Note>{failed}</Note>;
  if (isEmpty(query.data)) return <Note>{empty}</Note>;
  return <>{children(query.data)}</>;
}

function Note({ children }: { children: ReactNode }) {
  return (
    <Text color="fg.muted" fontSize="sm" py="2">
      {children}
    </Text>
  );
}
