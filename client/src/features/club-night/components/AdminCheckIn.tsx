import { Button, HStack, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useCheckIn } from '../../../api/club-night.ts';
import { useEligiblePlayers } from '../../../api/eligible-players.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { PlayerPicker } from '../../../components/PlayerPicker.tsx';

const NOBODY: ReadonlySet<number> = new Set();

/** An admin checks in someone without a phone (any member: casual riichi is open to everyone). */
export function AdminCheckIn() {
  const { t } = useLingui();
  const { data: players = [] } = useEligiblePlayers('jp', 'CASUAL');
  const [playerId, setPlayerId] = useState<number | null>(null);
  const checkIn = useCheckIn();
  return (
    <Stack gap="2">
      <HStack align="end" gap="3">
        <PlayerPicker
          label={t`Check someone in`}
          players={players}
          value={playerId}
          takenIds={NOBODY}
          onChange={setPlayerId}
        />
        <Button
          disabled={playerId === null}
          loading={checkIn.isPending}
          onClick={() =>
            playerId !== null && checkIn.mutate(playerId, { onSuccess: () => setPlayerId(null) })
          }
        >
          <Trans>Check in</Trans>
        </Button>
      </HStack>
      {checkIn.error && <FormAlert>{checkIn.error.message}</FormAlert>}
    </Stack>
  );
}
