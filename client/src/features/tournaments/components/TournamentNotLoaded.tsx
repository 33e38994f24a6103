import { Alert } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Loading } from '../../../components/Loading.tsx';

/** What a tournament's page shows until the tournament is in: loading, or why it could not be. */
export function TournamentNotLoaded({ error }: { error: Error | null | undefined }) {
  if (!error) return <Loading />;
  const reason = error.message;
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>
        <Trans>Could not load the tournament: {reason}</Trans>
      </Alert.Title>
    </Alert.Root>
  );
}
