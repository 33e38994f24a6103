import { Text } from '@chakra-ui/react';
import type { CurrentRound, Variant } from '@mahjong/shared';

interface TableCentreProps {
  variant: Variant;
  round: CurrentRound | null;
  label: string;
  /** Whose score gaps are shown, if any. */
  gapsFrom?: string | null;
}

/** The middle of the table: the round, and for riichi the honba counter and the sticks on the table. */
export function TableCentre({ variant, round, label, gapsFrom }: TableCentreProps) {
  return (
    <>
      <Text fontWeight="bold" textStyle="sm" data-testid="table-round">
        {round ? label : 'Game ended'}
      </Text>
      {round && variant === 'jp' ? (
        <>
          <Text textStyle="xs">Honba {round.bonus ?? 0}</Text>
          <Text textStyle="xs">Sticks {round.startRiichiStickCount ?? 0}</Text>
        </>
      ) : null}
      {gapsFrom ? (
        <Text textStyle="xs" color="fg.muted">
          Gaps to {gapsFrom}
        </Text>
      ) : null}
    </>
  );
}
