import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAddParticipant, useRemoveParticipant } from '../api/tournaments.ts';

/** Register for a tournament, or withdraw, while its registration is open (a signed-in player). */
export function RegisterButton({
  tournamentId,
  name,
  playerId,
  registered,
}: {
  tournamentId: number;
  name: string;
  playerId: number;
  registered: boolean;
}) {
  const { t } = useLingui();
  const register = useAddParticipant(tournamentId);
  const withdraw = useRemoveParticipant(tournamentId);
  const error = register.error ?? withdraw.error;
  return (
    <Stack gap="1" align="start">
      {registered ? (
        <Button
          minH="11"
          variant="outline"
          loading={withdraw.isPending}
          aria-label={t`Withdraw from ${name}`}
          onClick={() => {
            register.reset();
            withdraw.mutate(playerId);
          }}
        >
          <Trans context="leave a tournament before it starts">Withdraw</Trans>
        </Button>
      ) : (
        <Button
          minH="11"
          colorPalette="brand"
          loading={register.isPending}
          aria-label={t`Register for ${name}`}
          onClick={() => {
            withdraw.reset();
            register.mutate({});
          }}
        >
          <Trans context="sign up for a tournament">Register</Trans>
        </Button>
      )}
      {error && (
        <Text role="alert" color="fg.error" textStyle="sm">
          {error.message}
        </Text>
      )}
    </Stack>
  );
}
