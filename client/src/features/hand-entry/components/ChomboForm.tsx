import { Alert, Button, Field, Fieldset, HStack, Input } from '@chakra-ui/react';
import { type ChomboBody, chomboBodySchema, type GameView } from '@mahjong/shared';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { NameSelect } from '../../../components/NameSelect.tsx';
import { useRecordChombo } from '../api/record-chombo.ts';

/**
 * Records a penalty against one player (15 rating points off their leaderboard display), once the
 * recorder has confirmed who and why: a tap on the wrong name is not a chombo.
 */
export function ChomboForm({ game }: { game: GameView }) {
  const [playerId, setPlayerId] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<ChomboBody | null>(null);
  const chombo = useRecordChombo(game.variant, game.id);
  const usernameOf = (id: number | undefined) => game.players.find((player) => player.id === id)?.username;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (playerId === null) {
      setProblem('Choose the player the chombo is against.');
      return;
    }
    const parsed = chomboBodySchema.safeParse({ expectedVersion: game.version, playerId, reason });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Choose a player and say what happened');
      return;
    }
    setProblem(null);
    chombo.reset();
    setConfirming(parsed.data);
  }

  function confirm() {
    if (!confirming) return;
    chombo.mutate(confirming, {
      onSuccess: () => {
        setPlayerId(null);
        setReason('');
        setConfirming(null);
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Fieldset.Root>
        <Fieldset.Legend>Chombo</Fieldset.Legend>
        <HStack gap="3" align="end" flexWrap="wrap">
          <NameSelect
            label="Player"
            choices={game.players.map((player) => ({ value: player.id, name: player.username }))}
            value={playerId}
            onChange={setPlayerId}
            size="sm"
            maxW="48"
          />
          <Field.Root flex="1" minW="48">
            <Field.Label>Reason</Field.Label>
            <Input
              size="sm"
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
          </Field.Root>
          <Button type="submit" minH="11" size="sm" variant="outline" loading={chombo.isPending}>
            Record chombo
          </Button>
        </HStack>
        {problem || (chombo.isError && !confirming) ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{problem ?? `Could not record the chombo: ${chombo.error?.message}`}</Alert.Title>
          </Alert.Root>
        ) : null}
      </Fieldset.Root>
      <ConfirmDialog
        open={confirming !== null}
        title={`Record a chombo against ${usernameOf(confirming?.playerId) ?? 'this player'}?`}
        message={`“${confirming?.reason ?? ''}”. It lowers ${usernameOf(confirming?.playerId) ?? 'their'}'s leaderboard rating by 15 points until an admin removes it.`}
        confirmLabel="Record chombo"
        pending={chombo.isPending}
        error={chombo.error ? `Could not record the chombo: ${chombo.error.message}` : null}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      />
    </form>
  );
}
