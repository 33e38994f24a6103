import { Alert, Button, Field, Fieldset, HStack, Input } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  type ChomboBody,
  chomboBodySchema,
  fieldIssue,
  type GameView,
  type RiichiRules,
} from '@mahjong/shared';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { NameSelect } from '../../../components/NameSelect.tsx';
import { formatScore } from '../../../lib/format.ts';
import { fieldIssueWords } from '../../../lib/i18n/field-words.ts';
import { useRecordChombo } from '../api/record-chombo.ts';

/**
 * Records a penalty against one player (15 rating points off their leaderboard display, or the
 * game's penalty off their final points where its rules say so), once the recorder has confirmed who
 * and why: a tap on the wrong name is not a chombo.
 */
export function ChomboForm({ game }: { game: GameView }) {
  const { t } = useLingui();
  const [playerId, setPlayerId] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<ChomboBody | null>(null);
  const chombo = useRecordChombo(game.variant, game.id);
  const hk = game.variant === 'hk';
  // Where the rules settle a chombo on the final points, it costs the game's penalty there instead.
  const rules = game.rules as RiichiRules;
  const penalty = !hk && rules.chombo === 'points' ? formatScore(rules.chomboPenalty) : null;
  const usernameOf = (id: number | undefined) => game.players.find((player) => player.id === id)?.username;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (playerId === null) {
      setProblem(t`Choose the player the chombo is against.`);
      return;
    }
    const parsed = chomboBodySchema.safeParse({ expectedVersion: game.version, playerId, reason });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setProblem(issue ? fieldIssueWords(fieldIssue(issue)) : t`Choose a player and say what happened`);
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

  const against = usernameOf(confirming?.playerId);
  const why = confirming?.reason ?? '';
  const failure = chombo.error?.message ?? '';
  const couldNotRecord = t`Could not record the chombo: ${failure}`;
  // Hong Kong's false win has its own name (zh-Hant 詐糊).
  const recordLabel = hk ? t({ message: 'Record chombo', context: 'hk' }) : t`Record chombo`;

  return (
    <form onSubmit={submit} noValidate>
      <Fieldset.Root>
        <Fieldset.Legend>{hk ? <Trans context="hk">Chombo</Trans> : <Trans>Chombo</Trans>}</Fieldset.Legend>
        <HStack gap="3" align="end" flexWrap="wrap">
          <NameSelect
            label={t`Player`}
            choices={game.players.map((player) => ({ value: player.id, name: player.username }))}
            value={playerId}
            onChange={setPlayerId}
            size="sm"
            maxW="48"
          />
          <Field.Root flex="1" minW="48">
            <Field.Label>
              <Trans>Reason</Trans>
            </Field.Label>
            <Input
              size="sm"
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
          </Field.Root>
          <Button type="submit" minH="11" size="sm" variant="outline" loading={chombo.isPending}>
            {recordLabel}
          </Button>
        </HStack>
        {problem || (chombo.isError && !confirming) ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{problem ?? couldNotRecord}</Alert.Title>
          </Alert.Root>
        ) : null}
      </Fieldset.Root>
      <ConfirmDialog
        open={confirming !== null}
        title={
          against === undefined
            ? t`Record a chombo against this player?`
            : t`Record a chombo against ${against}?`
        }
        message={
          penalty !== null
            ? against === undefined
              ? t`“${why}”. It takes ${penalty} off their score in this game, after uma, until an admin removes it.`
              : t`“${why}”. It takes ${penalty} off ${against}'s score in this game, after uma, until an admin removes it.`
            : against === undefined
              ? t`“${why}”. It lowers their leaderboard rating by 15 points until an admin removes it.`
              : t`“${why}”. It lowers ${against}'s leaderboard rating by 15 points until an admin removes it.`
        }
        confirmLabel={recordLabel}
        pending={chombo.isPending}
        error={chombo.error ? couldNotRecord : null}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      />
    </form>
  );
}
