import { Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HandSplit, RiichiSplit } from '@mahjong/shared';
import { CsvLink } from '../../../components/charts/CsvLink.tsx';
import { formatPoints, formatShare } from '../../../lib/stat-format.ts';

/**
 * Riichi only: wins and deal-ins in the hands with riichi and without. Whether a hand was open is
 * entered only with a won hand's yaku, so the hands without riichi are one row (open and dama
 * together), and the table says so; HandKindsTable splits the hands won.
 */
export function RiichiSplitTable({ split }: { split: RiichiSplit }) {
  const { t } = useLingui();
  const rows: [string, HandSplit][] = [
    [t`Riichi`, split.riichi],
    [split.openRecorded ? t`Dama` : t`Without riichi (open or dama)`, split.withoutRiichi],
  ];
  const title = t`With and without riichi`;
  const csv = {
    columns: [
      t({ message: 'Hands', context: 'kind of hand' }),
      t({ message: 'Hands', context: 'hands played' }),
      t`Win rate`,
      t`Deal-in rate`,
      t`Average win`,
    ],
    rows: rows.map(([name, row]) => [
      name,
      row.hands,
      formatShare(row.winRate),
      formatShare(row.dealInRate),
      formatPoints(row.averageWinValue),
    ]),
  };
  return (
    <Stack as="section" gap="2" aria-labelledby="riichi-split-title">
      <HStack justify="space-between" align="center" gap="2" flexWrap="wrap">
        <Heading as="h2" size="md" id="riichi-split-title">
          {title}
        </Heading>
        <CsvLink title={title} table={csv} fileName="riichi-split" />
      </HStack>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-labelledby="riichi-split-title">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t({ message: 'Hands', context: 'kind of hand' })}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                {t({ message: 'Hands', context: 'hands played' })}
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Win rate`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Deal-in rate`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Average win`}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map(([name, row]) => (
              <Table.Row key={name}>
                <Table.Cell as="th" scope="row" fontWeight="medium">
                  {name}
                </Table.Cell>
                <Table.Cell textAlign="end">{row.hands}</Table.Cell>
                <Table.Cell textAlign="end">{formatShare(row.winRate)}</Table.Cell>
                <Table.Cell textAlign="end">{formatShare(row.dealInRate)}</Table.Cell>
                <Table.Cell textAlign="end">{formatPoints(row.averageWinValue)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {split.openRecorded ? null : (
        <Text textStyle="sm" color="fg.muted">
          <Trans>
            Whether a hand was open is entered only with a won hand’s yaku, so the hands without riichi are
            not split into open and dama here; the hands won are, below. The riichi win rate is the riichi
            success rate.
          </Trans>
        </Text>
      )}
    </Stack>
  );
}
