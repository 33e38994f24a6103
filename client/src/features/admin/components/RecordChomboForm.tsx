import {
  Button,
  Field,
  Input,
  Link,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import type { Variant } from '@mahjong/shared';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { NameSelect } from '../../../components/NameSelect.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useGameForChombo } from '../api/game-for-chombo.ts';
import { useRecordChombo } from '../api/record-chombo.ts';

/**
 * Records a chombo (a penalty) against one player of one game, once the admin has confirmed who and
 * why; it costs 15 points on the leaderboard.
 */
export function RecordChomboForm() {
  const [variant, setVariant] = useState<Variant>('jp');
  const [gameNumber, setGameNumber] = useState('');
  const [playerId, setPlayerId] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const settledNumber = useDebouncedValue(gameNumber, 300);
  const gameId = /^[1-9]\d*$/.test(settledNumber) ? Number(settledNumber) : null;
  const game = useGameForChombo(variant, gameId);
  const record = useRecordChombo();
  const [recorded, setRecorded] = useState<{ username: string; variant: Variant; id: number } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const player = game.data?.players.find((candidate) => candidate.id === playerId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (gameId === null || !game.data || !player) return;
    record.reset();
    setConfirming(true);
  };

  const confirm = () => {
    if (gameId === null || !game.data || !player) return;
    // The game as shown: if it changed since, the server says so (409) instead of guessing.
    const expectedVersion = game.data.version;
    record.mutate(
      { variant, id: gameId, body: { expectedVersion, playerId: player.id, reason: reason.trim() } },
      {
        onSuccess: () => {
          setRecorded({ username: player.username, variant, id: gameId });
          setReason('');
          setPlayerId(null);
          setConfirming(false);
        },
      },
    );
  };

  return (
    <Stack as="form" onSubmit={submit} gap="4" maxW="2xl" aria-label="Record a chombo">
      <Text color="fg.muted">
        A chombo is a penalty for a serious mistake at the table. It is listed on the game and lowers the
        player's leaderboard rating by 15 points.
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.Root required>
          <Field.Label>Variant</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={variant}
              onChange={(event) => {
                setVariant(event.currentTarget.value as Variant);
                setPlayerId(null);
              }}
            >
              <option value="jp">Riichi</option>
              <option value="hk">Hong Kong</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root required invalid={game.isError}>
          <Field.Label>Game number</Field.Label>
          <Input
            inputMode="numeric"
            value={gameNumber}
            onChange={(event) => {
              setGameNumber(event.currentTarget.value.trim());
              setPlayerId(null);
            }}
            placeholder="e.g. 42"
          />
          <Field.HelperText>The number shown on the game's page.</Field.HelperText>
          <Field.ErrorText>
            There is no {variant === 'jp' ? 'riichi' : 'Hong Kong'} game with that number.
          </Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      <NameSelect
        label="Player"
        choices={(game.data?.players ?? []).map((player) => ({ value: player.id, name: player.username }))}
        value={playerId}
        onChange={setPlayerId}
        emptyLabel={game.data ? 'Choose a player' : 'Enter a game first'}
        required
        disabled={!game.data}
      />
      <Field.Root required>
        <Field.Label>Reason</Field.Label>
        <Textarea
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={500}
          rows={3}
          placeholder="What happened"
        />
      </Field.Root>
      {record.isError && !confirming && (
        <Text color="fg.error" role="alert">
          {record.error.message}
        </Text>
      )}
      {recorded && !record.isError && (
        <Text color="fg.success" role="status">
          Chombo recorded for {recorded.username} in{' '}
          <Link asChild color="brand.fg">
            <RouterLink to={`/games/${recorded.variant}/${recorded.id}`}>game #{recorded.id}</RouterLink>
          </Link>
          .
        </Text>
      )}
      <Button
        type="submit"
        colorPalette="brand"
        alignSelf="flex-start"
        loading={record.isPending}
        disabled={!game.data || playerId === null || reason.trim() === ''}
      >
        Record chombo
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Record a chombo against ${player?.username ?? 'this player'}?`}
        message={`Game #${gameId ?? ''}: “${reason.trim()}”. It lowers ${player?.username ?? 'their'}'s leaderboard rating by 15 points until an admin removes it.`}
        confirmLabel="Record chombo"
        pending={record.isPending}
        error={record.error?.message ?? null}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
