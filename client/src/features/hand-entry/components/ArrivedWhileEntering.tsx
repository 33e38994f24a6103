import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GameView } from '@mahjong/shared';
import { describeRound } from '../../../lib/describe-round.ts';
import { useRoundLabel } from '../../../lib/round-label.ts';
import type { HandBase } from '../hooks/use-unsent-hands.ts';
import type { RoundInput } from '../lib/game-replay.ts';
import { isSameHand } from '../lib/same-hand.ts';

interface ArrivedWhileEnteringProps {
  game: GameView;
  /** The game as it was when this entry began; null while nothing is entered. */
  base: HandBase | null;
  /** The hand entered so far, once it is a whole hand. */
  entered: RoundInput | null;
  /** Drops the entry. */
  onDiscard(): void;
}

/**
 * Says at once, above the entry, that a hand arrived from another phone while this one was being
 * entered — and, when it is the very hand being entered, that nothing more is needed.
 */
export function ArrivedWhileEntering({ game, base, entered, onDiscard }: ArrivedWhileEnteringProps) {
  const { t } = useLingui();
  const label = useRoundLabel();
  if (base === null) return null;
  const arrived = game.rounds.slice(base.roundsSeen);
  if (arrived.length === 0) return null;
  const same = entered !== null && arrived.length === 1 && isSameHand(arrived[0]!, entered);
  return (
    <Alert.Root status={same ? 'info' : 'warning'} role="alert" data-testid="arrived-while-entering">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>
          {same
            ? t`This hand was just recorded from another phone`
            : t`Another phone recorded a hand while you were entering this one`}
        </Alert.Title>
        <Alert.Description>
          <Stack gap="1">
            {arrived.map((round) => {
              const roundName = label(game.variant, round);
              const theirs = describeRound(round, game.players, game.variant);
              const who = round.recordedBy;
              return (
                <Text key={round.roundIndex}>
                  {who
                    ? t`${who} recorded ${roundName}: ${theirs}.`
                    : t`Another phone recorded ${roundName}: ${theirs}.`}
                </Text>
              );
            })}
            <Text>
              {same ? (
                <Trans>It is the hand you are entering: discard yours.</Trans>
              ) : (
                <Trans>If yours is a different hand, record it and you will be asked to keep it.</Trans>
              )}
            </Text>
          </Stack>
        </Alert.Description>
        {same ? (
          <Button minH="11" size="sm" colorPalette="brand" alignSelf="start" onClick={onDiscard}>
            <Trans>Discard mine</Trans>
          </Button>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
}
