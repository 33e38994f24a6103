import { Table } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { formatScore } from '../../../lib/format.ts';
import { hongKongPointsTable } from '../scoring-tables.ts';

/** Hong Kong: a flat table by points (faan), the same for every seat. */
export function HongKongPointsTable() {
  const rows = useMemo(hongKongPointsTable, []);
  const { t } = useLingui();
  return (
    <Table.ScrollArea
      // A visually hidden label inside must not escape the scrolling box and widen the page.
      position="relative"
      borderWidth="1px"
      borderRadius="md"
      maxW="2xl"
      tabIndex={0}
      role="region"
      aria-label={t`Hong Kong points table`}
      focusVisibleRing="outside"
    >
      <Table.Root size="sm" variant="line" interactive>
        <Table.Caption srOnly>
          <Trans>Hong Kong: payments by points</Trans>
        </Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader scope="col">
              <Trans>Points (faan)</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              <Trans>Base</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              <Trans>Deal-in (discarder pays)</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              <Trans>Self-draw (each pays)</Trans>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.points}>
              <Table.Cell as="th" scope="row" fontWeight="semibold">
                {row.points}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {formatScore(row.base)}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {formatScore(row.dealIn)}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {formatScore(row.selfDrawEach)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
