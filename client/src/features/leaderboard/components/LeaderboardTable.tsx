import { Badge, Field, HStack, Input, Stack, Switch } from '@chakra-ui/react';
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
import { type RankedEntry, rankEntries } from '../../../lib/ranking.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

const columns: ColumnDef<RankedEntry>[] = [
  // The rank is fixed before filtering, so a name search keeps each player's place.
  {
    id: 'rank',
    header: 'Rank',
    cell: ({ row }) => row.original.rank ?? '–',
    meta: { numeric: true },
  },
  {
    accessorKey: 'username',
    header: 'Player',
    cell: ({ row }) => (
      <HStack gap="2">
        <PlayerLink username={row.original.username} />
        {row.original.provisional ? (
          <Badge size="sm" variant="outline" title="Fewer games than a ranked player needs">
            Provisional
          </Badge>
        ) : null}
      </HStack>
    ),
  },
  {
    accessorKey: 'displayElo',
    header: 'Rating',
    cell: ({ getValue }) => (getValue() as number).toFixed(1),
    meta: { numeric: true },
  },
  { accessorKey: 'gamesPlayed', header: 'Games', meta: { numeric: true } },
  { accessorKey: 'chomboCount', header: 'Chombos', meta: { numeric: true } },
];

interface LeaderboardTableProps {
  entries: LeaderboardEntry[];
  label: string;
}

/** Ranked players, then the provisional ones (or everyone by rating), with a name filter and the SPEC §9 page sizes. */
export function LeaderboardTable({ entries, label }: LeaderboardTableProps) {
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
      row.original.username.toLowerCase().includes(filter.trim().toLowerCase()),
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });
  const hasProvisional = entries.some((entry) => entry.provisional);
  return (
    <Stack gap="3">
      <HStack gap="6" align="end" flexWrap="wrap">
        <Field.Root maxW="xs">
          <Field.Label>Search players</Field.Label>
          <Input size="sm" value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
          <Field.HelperText>Rating is shown after {CHOMBO_PENALTY} points per chombo.</Field.HelperText>
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
            <Switch.Label>Everyone in rating order</Switch.Label>
          </Switch.Root>
        ) : null}
      </HStack>
      <DataTable table={table} label={label} emptyText="No rated games yet." />
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
