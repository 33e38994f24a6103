import { Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HandKind, HandKindFigures } from '@mahjong/shared';
import { CsvLink } from '../../../components/charts/CsvLink.tsx';
import { formatPoints, formatShare } from '../../../lib/stat-format.ts';

/**
 * Riichi only: wins by how the winner stood (riichi, open, dama) and deal-ins by the hand dealt
 * into. A hand entered with han and fu alone and without riichi is "not known": whether it was open
 * is entered only with the yaku, and it is not guessed.
 */
export function HandKindsTable({ kinds }: { kinds: readonly HandKindFigures[] }) {
  const { t } = useLingui();
  const kindName: Record<HandKind, string> = {
    riichi: t`Riichi`,
    open: t({ message: 'Open', context: 'an open hand' }),
    dama: t`Dama (closed, no riichi)`,
    unknown: t`Not known (entered without yaku)`,
  };
  const columns = [
    t({ message: 'Hand', context: 'kind of hand' }),
    t`Wins`,
    t`Win rate`,
    t`Share of wins`,
    t`Average win`,
    t`Deal-ins into it`,
    t`Deal-in rate`,
    t`Share of deal-ins`,
    t`Average deal-in`,
  ];
  const rows = kinds.map((row) => [
    kindName[row.kind],
    row.wins,
    formatShare(row.winRate),
    formatShare(row.winShare),
    formatPoints(row.averageWinValue),
    row.dealIns,
    formatShare(row.dealInRate),
    formatShare(row.dealInShare),
    formatPoints(row.averageDealInValue),
  ]);
  const title = t`Wins and deal-ins by hand`;
  return (
    <Stack as="section" gap="2" aria-labelledby="hand-kinds-title">
      <HStack justify="space-between" align="center" gap="2" flexWrap="wrap">
        <Heading as="h2" size="md" id="hand-kinds-title">
          {title}
        </Heading>
        <CsvLink title={title} table={{ columns, rows }} fileName="hands-by-kind" />
      </HStack>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-labelledby="hand-kinds-title">
          <Table.Header>
            <Table.Row>
              {columns.map((column, index) => (
                <Table.ColumnHeader key={column} textAlign={index === 0 ? 'start' : 'end'}>
                  {column}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map(([name, ...cells]) => (
              <Table.Row key={String(name)}>
                <Table.Cell as="th" scope="row" fontWeight="medium">
                  {name}
                </Table.Cell>
                {cells.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                  <Table.Cell key={index} textAlign="end">
                    {cell}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Text textStyle="sm" color="fg.muted">
        <Trans>
          Wins count the winner’s own hand; deal-ins count the hand dealt into (a double ron once for each
          winner). Rates are per hand played. Whether a hand was open is entered only with its yaku, so a hand
          entered with han and fu alone and without riichi is counted as not known.
        </Trans>
      </Text>
    </Stack>
  );
}
