import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GameView } from '@mahjong/shared';
import { SeatCard } from '../../../components/table/SeatCard.tsx';
import { SeatTable } from '../../../components/table/SeatTable.tsx';
import { seatFactsOf } from '../../../components/table/seat-facts.ts';
import { TableCentre } from '../../../components/table/TableCentre.tsx';
import { useScoreGaps } from '../../../components/table/use-score-gaps.ts';
import type { HandDraftAction } from '../hooks/use-hand-draft.ts';
import type { HandCheck, HandDraft } from '../lib/hand-draft.ts';
import { rolesOf } from '../lib/seat-roles.ts';
import { nextPick } from '../lib/tap-flow.ts';

interface EntryTableProps {
  game: GameView;
  draft: HandDraft;
  /** The transaction the seat taps fill in. */
  active: number;
  check: HandCheck;
  bottomSeat: number;
  roundLabel: string;
  dispatch: (action: HandDraftAction) => void;
}

/** Which seats a tap on a seat may name right now, and what it means. */
function seatTapper(draft: HandDraft, active: number, dispatch: EntryTableProps['dispatch']) {
  const result = draft.result;
  if (result === 'DECK_OUT') {
    return (seat: number) =>
      dispatch({ kind: 'toggleSeat', list: 'tenpais', seat, on: !draft.tenpais.includes(seat) });
  }
  if (result === 'NAGASHI') return (seat: number) => dispatch({ kind: 'toggleNagashi', seat });
  if (result !== 'RON' && result !== 'TSUMO' && result !== 'CHOMBO') return undefined;
  const transaction = draft.transactions[active];
  if (!transaction) return undefined;
  return (seat: number) => {
    // Tapping a seat already named on this hand takes it back, so a wrong tap is undone by a tap.
    for (const role of ['winner', 'loser', 'pao'] as const) {
      if (transaction[role] === seat) {
        dispatch({ kind: 'setSeat', index: active, role, seat: null });
        return;
      }
    }
    const pick = nextPick(transaction);
    if (pick) dispatch({ kind: 'setSeat', index: active, role: pick, seat });
  };
}

/** The table the recorder taps: seats name winners, who dealt in, pao and tenpai; riichi is on each seat. */
export function EntryTable({
  game,
  draft,
  active,
  check,
  bottomSeat,
  roundLabel,
  dispatch,
}: EntryTableProps) {
  const { t } = useLingui();
  const seats = seatFactsOf(game);
  const gaps = useScoreGaps(game.totals);
  const tap = seatTapper(draft, active, dispatch);
  const riichiOf = (name: string) => t`Riichi: ${name}`;
  return (
    <SeatTable
      bottomSeat={bottomSeat}
      label={t`Seats`}
      renderSeat={(seat) => {
        const facts = seats[seat];
        if (!facts) return null;
        const riichi = draft.riichis.includes(seat);
        return (
          <SeatCard
            facts={{ ...facts, riichi }}
            onTap={tap ? () => tap(seat) : undefined}
            roles={rolesOf(game.variant, draft, seat)}
            preview={
              check.ok
                ? { delta: check.preview.scoreDeltas[seat] ?? 0, total: check.preview.totals[seat] ?? 0 }
                : undefined
            }
            gap={gaps.gapOf(seat)}
            gapsShown={gaps.from === seat}
            onScoreTap={() => gaps.toggle(seat)}
          >
            {game.variant === 'jp' ? (
              <Button
                size="xs"
                minH="11"
                w="11"
                minW="11"
                px="0"
                fontSize="2xs"
                variant={riichi ? 'solid' : 'outline'}
                colorPalette={riichi ? 'red' : 'gray'}
                aria-pressed={riichi}
                aria-label={riichiOf(facts.name)}
                onClick={() => dispatch({ kind: 'toggleRiichi', seat })}
              >
                <Trans context="the declaration">Riichi</Trans>
              </Button>
            ) : null}
          </SeatCard>
        );
      }}
      centre={
        <TableCentre
          variant={game.variant}
          round={game.currentRound}
          label={roundLabel}
          gapsFrom={gaps.from === null ? null : (seats[gaps.from]?.name ?? null)}
        />
      }
    />
  );
}
