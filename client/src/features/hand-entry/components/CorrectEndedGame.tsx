import { Alert, Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { GameView } from '@mahjong/shared';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useChosenHand } from '../../../lib/chosen-hand.ts';
import { useRoundLabel } from '../../../lib/round-label.ts';
import type { HandBase } from '../hooks/use-unsent-hands.ts';
import { EndedHandEntry } from './EndedHandEntry.tsx';

/**
 * An ended game's table as an admin sees it: a hand tapped in the history opens in its place, filled
 * in, to be corrected after the dry run has shown what the correction changes.
 */
export function CorrectEndedGame({ game, table }: { game: GameView; table: ReactNode }) {
  const { t } = useLingui();
  const [opened, setOpened] = useState<{ roundIndex: number; base: HandBase } | null>(null);
  const [corrected, setCorrected] = useState<{ text: string; version: number } | null>(null);
  const chosen = useChosenHand((state) => state.chosen);
  const clearChosen = useChosenHand((state) => state.clear);
  const label = useRoundLabel();
  const top = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!chosen || chosen.variant !== game.variant || chosen.gameId !== game.id) return;
    clearChosen();
    if (!game.rounds[chosen.roundIndex]) return;
    setOpened({
      roundIndex: chosen.roundIndex,
      base: { expectedVersion: game.version, roundsSeen: game.rounds.length },
    });
    setCorrected(null);
    top.current?.scrollIntoView?.({ block: 'start' });
  }, [chosen, clearChosen, game]);

  return (
    <Box ref={top} scrollMarginTop="16">
      {opened ? (
        <EndedHandEntry
          key={`${opened.roundIndex}-${opened.base.expectedVersion}`}
          game={game}
          roundIndex={opened.roundIndex}
          opened={opened.base}
          onClose={() => setOpened(null)}
          onCorrected={(after) => {
            const round = game.rounds[opened.roundIndex];
            const name = round ? label(game.variant, round) : null;
            setOpened(null);
            setCorrected({
              text: name === null ? t`Corrected the hand.` : t`Corrected ${name}.`,
              version: after.version,
            });
          }}
        />
      ) : (
        table
      )}
      {corrected && corrected.version === game.version ? (
        <Alert.Root status="success" mt="3">
          <Alert.Indicator />
          <Alert.Title>{corrected.text}</Alert.Title>
        </Alert.Root>
      ) : null}
    </Box>
  );
}
