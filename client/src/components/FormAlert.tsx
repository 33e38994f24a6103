import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A message about the whole form (wrong credentials, too many attempts) or a notice, read out when it appears. */
export function FormAlert({
  status = 'error',
  children,
}: {
  status?: 'error' | 'success' | 'info';
  children: ReactNode;
}) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Description>{children}</Alert.Description>
    </Alert.Root>
  );
}
