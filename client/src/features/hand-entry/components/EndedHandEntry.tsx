import { Alert, Box, Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { GameView } from '@mahjong/shared';
import { useMemo, useState } from 'react';
import { useBottomSeat } from '../../../components/table/use-bottom-seat.ts';
import { ApiError } from '../../../lib/api.ts';
import { useRoundLabel } from '../../../lib/round-label.ts';
import { type CorrectRoundRequest, useCorrectRound, usePreviewCorrectRound } from '../api/correct-round.ts';
import { type HandDraftAction, useHandDraft } from '../hooks/use-hand-draft.ts';
import type { HandBase } from '../hooks/use-unsent-hands.ts';
import { stateBefore } from '../lib/entry-state.ts';
import { inputOf } from '../lib/game-replay.ts';
import { previewCorrection } from '../lib/hand-correction.ts';
import { checkHand, draftOf } from '../lib/hand-draft.ts';
import { refusalOfError, refusedWords } from '../lib/refused-hand.ts';
import { ConfirmCorrection } from './ConfirmCorrection.tsx';
import { CorrectionChanges, CorrectionConflict } from './CorrectionChanges.tsx';
import { HandInputs } from './HandInputs.tsx';

interface EndedHandEntryProps {
  game: GameView;
  roundIndex: number;
  /** The game as the admin saw it when they opened the hand: a game moved on since is a 409. */
  opened: HandBase;
  onClose: () => void;
  onCorrected: (after: GameView) => void;
}

const baseOf = (game: GameView): HandBase => ({
  expectedVersion: game.version,
  roundsSeen: game.rounds.length,
});

/**
 * An admin correcting one hand of an ended game: the hand filled in as stored, then, before anything
 * is saved, the server's dry run of the correction (final scores, every affected rating before →
 * after) with the hands it changes; "Yes, correct it" sends the very same request.
 */
export function EndedHandEntry({ game, roundIndex, opened, onClose, onCorrected }: EndedHandEntryProps) {
  const { t } = useLingui();
  const stored = game.rounds[roundIndex];
  const [draft, dispatch] = useHandDraft(
    game.variant,
    game.rules,
    stored && draftOf(inputOf(game.variant, stored)),
  );
  const [active, setActive] = useState(0);
  const [base, setBase] = useState(opened);
  const [conflict, setConflict] = useState<{ base: HandBase; message: string } | null>(null);
  const dryRun = usePreviewCorrectRound(game.variant, game.id);
  const correct = useCorrectRound(game.variant, game.id);
  const { bottomSeat } = useBottomSeat(game);
  const label = useRoundLabel();
  const players = useMemo(() => [...game.players].sort((a, b) => a.seat - b.seat), [game.players]);
  const names = useMemo(() => players.map((player) => player.username), [players]);
  const before = useMemo(() => stateBefore(game, roundIndex), [game, roundIndex]);
  const check = useMemo(
    () =>
      before?.currentRound
        ? checkHand(
            game.variant,
            { ...before, currentRound: before.currentRound, rules: game.rules, names, label },
            draft,
          )
        : ({ ok: false, message: t`This hand is no longer in the game.` } as const),
    [game.variant, game.rules, before, names, label, draft, t],
  );
  if (!stored || !before?.currentRound) return null;
  const changes = check.ok ? previewCorrection(game, roundIndex, check.input, names, label) : null;
  const ready = draft.result !== undefined && check.ok && changes?.ok === true;
  const roundName = label(game.variant, stored);
  const entryGame = { ...game, totals: before.totals, currentRound: before.currentRound };
  const shown = dryRun.data !== undefined && !dryRun.isPending ? dryRun.data : undefined;

  const update = (action: HandDraftAction) => {
    dispatch(action);
    dryRun.reset();
  };

  // A game moved on since it was opened: nothing is saved, and the conflict shows what changed.
  const conflictOf = (error: unknown, bound: HandBase) => {
    if (error instanceof ApiError && error.status === 409)
      setConflict({ base: bound, message: error.message });
  };

  const askWhatChanges = () => {
    if (!check.ok) return;
    // Once a conflict has shown what changed, the correction is made on the game as it is now.
    const bound = conflict ? baseOf(game) : base;
    setBase(bound);
    setConflict(null);
    correct.reset();
    const request: CorrectRoundRequest = {
      roundIndex,
      expectedVersion: bound.expectedVersion,
      input: check.input,
    };
    dryRun.mutate(request, { onError: (error) => conflictOf(error, bound) });
  };

  const confirm = () => {
    if (!dryRun.variables) return;
    correct.mutate(dryRun.variables, {
      onSuccess: onCorrected,
      onError: (error) => {
        dryRun.reset();
        conflictOf(error, base);
      },
    });
  };

  const couldNotCorrect = (reason: string) => t`Could not correct the game: ${reason}`;
  const failure = [dryRun.error, correct.error].find(
    (error) => error && !(error instanceof ApiError && error.status === 409),
  );

  return (
    <Box as="section" aria-labelledby="ended-hand-heading">
      <Stack gap="3">
        <Heading as="h2" size="md" id="ended-hand-heading">
          {t`Correct ${roundName}`}
        </Heading>
        <HandInputs
          game={entryGame}
          players={players}
          draft={draft}
          active={active}
          onActive={setActive}
          check={check}
          bottomSeat={bottomSeat}
          roundLabel={roundName}
          dispatch={update}
        />
        {changes ? <CorrectionChanges game={game} preview={changes} names={names} /> : null}
        {conflict ? <CorrectionConflict game={game} conflict={conflict} /> : null}
        {failure ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>
              {couldNotCorrect(
                refusedWords(
                  { message: failure.message, refusal: refusalOfError(failure) },
                  names,
                  label,
                  game.variant,
                ),
              )}
            </Alert.Title>
          </Alert.Root>
        ) : null}
        {shown ? (
          <ConfirmCorrection
            game={game}
            question={t`Correct ${roundName} of this ended game? This is what changes:`}
            preview={shown}
            sending={correct.isPending}
            onConfirm={confirm}
            onCancel={() => dryRun.reset()}
          />
        ) : (
          <HStack gap="2">
            <Button minH="12" variant="outline" onClick={onClose}>
              {t`Cancel correction`}
            </Button>
            <Button
              flex="1"
              minH="12"
              colorPalette="brand"
              disabled={!ready}
              loading={dryRun.isPending}
              onClick={askWhatChanges}
            >
              {conflict ? t`Check again on the current game` : t`See what this changes`}
            </Button>
          </HStack>
        )}
      </Stack>
    </Box>
  );
}
