import { HStack, Stat } from '@chakra-ui/react';
import { type GameView, roundLabel } from '@mahjong/shared';

/** What is on the table now: the round, and for riichi the honba counter and riichi sticks. */
export function TableState({ game }: { game: GameView }) {
  const round = game.currentRound;
  if (round === null) return null;
  return (
    <HStack gap="8" flexWrap="wrap" aria-label="On the table">
      <Stat.Root flex="none">
        <Stat.Label>Round</Stat.Label>
        <Stat.ValueText>{roundLabel(game.variant, round)}</Stat.ValueText>
      </Stat.Root>
      {game.variant === 'jp' ? (
        <>
          <Stat.Root flex="none">
            <Stat.Label>Honba</Stat.Label>
            <Stat.ValueText>{round.bonus ?? 0}</Stat.ValueText>
          </Stat.Root>
          <Stat.Root flex="none">
            <Stat.Label>Riichi sticks</Stat.Label>
            <Stat.ValueText>{round.startRiichiStickCount ?? 0}</Stat.ValueText>
          </Stat.Root>
        </>
      ) : null}
    </HStack>
  );
}
