import { Field, Input, Stack } from '@chakra-ui/react';
import { CHOMBO_PENALTY, type LeaderboardEntry, PAGE_SIZES } from '@mahjong/shared';
import {
  type ColumnDef,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  type PaginationState,
  useReactTable,
} from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '../../../components/DataTable.tsx';
import { TablePagination } from '../../../components/TablePagination.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

const columns: ColumnDef<LeaderboardEntry>[] = [
  // The server sorts by displayElo, so the position in its answer is the rank, also when filtered.
  { id: 'rank', header: 'Rank', cell: ({ row }) => row.index + 1, meta: { numeric: true } },
  { accessorKey: 'username', header: 'Player' },
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

/** Ranked players with a name filter and the SPEC §9 page sizes. */
export function LeaderboardTable({ entries, label }: LeaderboardTableProps) {
  const [search, setSearch] = useState('');
  const globalFilter = useDebouncedValue(search);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: PAGE_SIZES[0] });
  const table = useReactTable({
    data: entries,
    columns,
    state: { globalFilter, pagination },
    onPaginationChange: setPagination,
    globalFilterFn: (row, _columnId, filter: string) =>
      row.original.username.toLowerCase().includes(filter.trim().toLowerCase()),
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });
  return (
    <Stack gap="3">
      <Field.Root maxW="xs">
        <Field.Label>Search players</Field.Label>
        <Input size="sm" value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
        <Field.HelperText>Rating is shown after {CHOMBO_PENALTY} points per chombo.</Field.HelperText>
      </Field.Root>
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
