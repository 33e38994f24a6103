import { Badge, Field, HStack, Input, Stack, Switch } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CHOMBO_PENALTY, type LeaderboardEntry, PAGE_SIZES } from '@mahjong/shared';
import {
  type ColumnDef,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  type PaginationState,
  useReactTable,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../components/DataTable.tsx';
import { PlayerLink } from '../../../components/PlayerLink.tsx';
import { TablePagination } from '../../../components/TablePagination.tsx';
import { formatRating } from '../../../lib/format.ts';
import { nameMatches } from '../../../lib/i18n/names.ts';
import { type RankedEntry, rankEntries } from '../../../lib/ranking.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

interface LeaderboardTableProps {
  entries: LeaderboardEntry[];
  label: string;
}

/** Ranked players, then the provisional ones (or everyone by rating), with a name filter and the SPEC §9 page sizes. */
export function LeaderboardTable({ entries, label }: LeaderboardTableProps) {
  const { t, i18n } = useLingui();
  const columns = useMemo<ColumnDef<RankedEntry>[]>(
    () => [
      // The rank is fixed before filtering, so a name search keeps each player's place.
      {
        id: 'rank',
        header: t`Rank`,
        cell: ({ row }) => row.original.rank ?? '–',
        meta: { numeric: true },
      },
      {
        accessorKey: 'username',
        header: t`Player`,
        cell: ({ row }) => (
          <HStack gap="2">
            <PlayerLink username={row.original.username} />
            {row.original.provisional ? (
              <Badge size="sm" variant="outline" title={t`Fewer games than a ranked player needs`}>
                {t`Provisional`}
              </Badge>
            ) : null}
          </HStack>
        ),
      },
      {
        accessorKey: 'displayElo',
        header: t`Rating`,
        cell: ({ getValue }) => formatRating(getValue() as number),
        meta: { numeric: true },
      },
      { accessorKey: 'gamesPlayed', header: t`Games`, meta: { numeric: true } },
      { accessorKey: 'chomboCount', header: t`Chombos`, meta: { numeric: true } },
    ],
    [t],
  );
  const [search, setSearch] = useState('');
  const [everyone, setEveryone] = useState(false);
  const globalFilter = useDebouncedValue(search);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: PAGE_SIZES[0] });
  const rows = useMemo(() => rankEntries(entries, everyone), [entries, everyone]);
  const table = useReactTable({
    data: rows,
    columns,
    state: { globalFilter, pagination },
    onPaginationChange: setPagination,
    globalFilterFn: (row, _columnId, filter: string) =>
      nameMatches(row.original.username, filter, i18n.locale),
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });
  const penalty = CHOMBO_PENALTY;
  const hasProvisional = entries.some((entry) => entry.provisional);
  return (
    <Stack gap="3">
      <HStack gap="6" align="end" flexWrap="wrap">
        <Field.Root maxW="xs">
          <Field.Label>
            <Trans>Search players</Trans>
          </Field.Label>
          <Input size="sm" value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
          <Field.HelperText>
            <Trans>Rating is shown after {penalty} points per chombo.</Trans>
          </Field.HelperText>
        </Field.Root>
        {hasProvisional ? (
          <Switch.Root
            colorPalette="brand"
            size="sm"
            checked={everyone}
            onCheckedChange={(details) => {
              setEveryone(details.checked);
              setPagination((previous) => ({ ...previous, pageIndex: 0 }));
            }}
          >
            <Switch.HiddenInput />
            <Switch.Control borderWidth="1px" borderColor="border.emphasized">
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>
              <Trans>Everyone in rating order</Trans>
            </Switch.Label>
          </Switch.Root>
        ) : null}
      </HStack>
      <DataTable table={table} label={label} emptyText={t`No rated games yet.`} />
      <TablePagination
        pageIndex={pagination.pageIndex}
        pageSize={pagination.pageSize}
        total={table.getFilteredRowModel().rows.length}
        onPageChange={(pageIndex) => table.setPageIndex(pageIndex)}
        onPageSizeChange={(pageSize) => setPagination({ pageIndex: 0, pageSize })}
      />
    </Stack>
  );
}
