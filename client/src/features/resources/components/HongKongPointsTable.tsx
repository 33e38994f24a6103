import { Table } from '@chakra-ui/react';
import { useMemo } from 'react';
import { formatScore } from '../../../lib/format.ts';
import { hongKongPointsTable } from '../scoring-tables.ts';

/** Hong Kong: a flat table by points (faan), the same for every seat. */
export function HongKongPointsTable() {
  const rows = useMemo(hongKongPointsTable, []);
  return (
    <Table.ScrollArea
      // A visually hidden label inside must not escape the scrolling box and widen the page.
      position="relative"
      borderWidth="1px"
      borderRadius="md"
      maxW="2xl"
      tabIndex={0}
      role="region"
      aria-label="Hong Kong points table"
      focusVisibleRing="outside"
    >
      <Table.Root size="sm" variant="line" interactive>
        <Table.Caption srOnly>Hong Kong: payments by points</Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader scope="col">Points (faan)</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              Base
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              Deal-in (discarder pays)
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              Self-draw (each pays)
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
