import { Button, HStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GameView } from '@mahjong/shared';
import { SeatCard } from '../../../components/table/SeatCard.tsx';
import { SeatTable } from '../../../components/table/SeatTable.tsx';
import { seatFactsOf } from '../../../components/table/seat-facts.ts';
import { TableCentre } from '../../../components/table/TableCentre.tsx';
import { useBottomSeat } from '../../../components/table/use-bottom-seat.ts';
import { useScoreGaps } from '../../../components/table/use-score-gaps.ts';
import { useRoundLabel } from '../../../lib/round-label.ts';

/**
 * The table as it stands, read-only (spectators, players, an ended game): four seats with name,
 * score, seat wind and the dealer, the round in the middle; each name opens the player's page. It
 * follows the live game by itself.
 */
export function TableView({ game }: { game: GameView }) {
  const { t } = useLingui();
  const seats = seatFactsOf(game);
  const gaps = useScoreGaps(game.totals);
  const { bottomSeat, turn } = useBottomSeat(game);
  const label = useRoundLabel();
  return (
    <HStack as="section" aria-label={t`The table`} flexDirection="column" align="stretch" gap="2">
      <SeatTable
        bottomSeat={bottomSeat}
        label={t`Seats`}
        renderSeat={(seat) => {
          const facts = seats[seat];
          if (!facts) return null;
          return (
            <SeatCard
              facts={facts}
              nameLinks
              gap={gaps.gapOf(seat)}
              gapsShown={gaps.from === seat}
              onScoreTap={() => gaps.toggle(seat)}
            />
          );
        }}
        centre={
          <TableCentre
            variant={game.variant}
            round={game.currentRound}
            label={game.currentRound ? label(game.variant, game.currentRound) : ''}
            gapsFrom={gaps.from === null ? null : (seats[gaps.from]?.name ?? null)}
          />
        }
      />
      <Button size="xs" variant="ghost" alignSelf="center" minH="11" onClick={turn}>
        <Trans>Turn the table</Trans>
      </Button>
    </HStack>
  );
}
