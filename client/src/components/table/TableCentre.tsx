import { Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
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
  const bonus = round?.bonus ?? 0;
  const sticks = round?.startRiichiStickCount ?? 0;
  return (
    <>
      <Text fontWeight="bold" textStyle="sm" data-testid="table-round">
        {round ? label : <Trans>Game ended</Trans>}
      </Text>
      {round && variant === 'jp' ? (
        <>
          <Text textStyle="xs">
            <Trans>Honba {bonus}</Trans>
          </Text>
          <Text textStyle="xs">
            <Trans>Sticks {sticks}</Trans>
          </Text>
        </>
      ) : null}
      {gapsFrom ? (
        <Text textStyle="xs" color="fg.muted">
          <Trans>Gaps to {gapsFrom}</Trans>
        </Text>
      ) : null}
    </>
  );
}
