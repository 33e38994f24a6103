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
import { Trans, useLingui } from '@lingui/react/macro';
import { CHOMBO_PENALTY, type Variant } from '@mahjong/shared';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { NameSelect } from '../../../components/NameSelect.tsx';
import { variantLabel } from '../../../lib/labels.ts';
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
  const { t } = useLingui();
  const penalty = CHOMBO_PENALTY;
  const username = player?.username ?? '';
  const shownReason = reason.trim();
  const shownGame = gameId ?? '';

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
    <Stack as="form" onSubmit={submit} gap="4" maxW="2xl" aria-label={t`Record a chombo`}>
      <Text color="fg.muted">
        <Trans>
          A chombo is a penalty for a serious mistake at the table. It is listed on the game and lowers the
          player's leaderboard rating by {penalty} points.
        </Trans>
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.Root required>
          <Field.Label>
            <Trans>Variant</Trans>
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={variant}
              onChange={(event) => {
                setVariant(event.currentTarget.value as Variant);
                setPlayerId(null);
              }}
            >
              <option value="jp">{variantLabel('jp')}</option>
              <option value="hk">{variantLabel('hk')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root required invalid={game.isError}>
          <Field.Label>
            <Trans>Game number</Trans>
          </Field.Label>
          <Input
            inputMode="numeric"
            value={gameNumber}
            onChange={(event) => {
              setGameNumber(event.currentTarget.value.trim());
              setPlayerId(null);
            }}
            placeholder={t`e.g. 42`}
          />
          <Field.HelperText>
            <Trans>The number shown on the game's page.</Trans>
          </Field.HelperText>
          <Field.ErrorText>
            {variant === 'jp'
              ? t`There is no riichi game with that number.`
              : t`There is no Hong Kong game with that number.`}
          </Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      <NameSelect
        label={t`Player`}
        choices={(game.data?.players ?? []).map((player) => ({ value: player.id, name: player.username }))}
        value={playerId}
        onChange={setPlayerId}
        emptyLabel={game.data ? t`Choose a player` : t`Enter a game first`}
        required
        disabled={!game.data}
      />
      <Field.Root required>
        <Field.Label>
          <Trans>Reason</Trans>
        </Field.Label>
        <Textarea
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={500}
          rows={3}
          placeholder={t`What happened`}
        />
      </Field.Root>
      {record.isError && !confirming && (
        <Text color="fg.error" role="alert">
          {record.error.message}
        </Text>
      )}
      {recorded && !record.isError && (
        <Text color="fg.success" role="status">
          <RecordedChombo recorded={recorded} />
        </Text>
      )}
      <Button
        type="submit"
        colorPalette="brand"
        alignSelf="flex-start"
        loading={record.isPending}
        disabled={!game.data || playerId === null || reason.trim() === ''}
      >
        <Trans>Record chombo</Trans>
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t`Record a chombo against ${username}?`}
        message={t`Game #${shownGame}: “${shownReason}”. It lowers ${username}'s leaderboard rating by ${penalty} points until an admin removes it.`}
        confirmLabel={t`Record chombo`}
        pending={record.isPending}
        error={record.error?.message ?? null}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

/** "Chombo recorded for alice in game #42", the game a link to its page. */
function RecordedChombo({ recorded }: { recorded: { username: string; variant: Variant; id: number } }) {
  const { username, id } = recorded;
  return (
    <Trans>
      Chombo recorded for {username} in{' '}
      <Link asChild color="brand.fg">
        <RouterLink to={`/games/${recorded.variant}/${id}`}>game #{id}</RouterLink>
      </Link>
      .
    </Trans>
  );
}
