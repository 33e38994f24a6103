import { Link as ChakraLink, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { PAGE_SIZES, type RatingPoint, type Variant } from '@mahjong/shared';
import {
  type ColumnDef,
  getCoreRowModel,
  getPaginationRowModel,
  type PaginationState,
  useReactTable,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { DataTable } from '../../../components/DataTable.tsx';
import { TablePagination } from '../../../components/TablePagination.tsx';
import { formatDate, formatEloDelta } from '../../../lib/format.ts';
import { formatPoints, formatRating, placeName } from '../../../lib/stat-format.ts';

interface PlayerGameListProps {
  variant: Variant;
  /** Oldest first, as the API gives it; shown newest first. */
  history: readonly RatingPoint[];
  label: string;
}

/** The player's finished games, each linking to its page. */
export function PlayerGameList({ variant, history, label }: PlayerGameListProps) {
  const data = useMemo(() => [...history].reverse(), [history]);
  const { t } = useLingui();
  const columns = useMemo<ColumnDef<RatingPoint>[]>(
    () => [
      {
        id: 'game',
        header: t`Game`,
        cell: ({ row }) => (
          <ChakraLink asChild colorPalette="teal">
            <Link to={`/games/${variant}/${row.original.gameId}`}>#{row.original.gameId}</Link>
          </ChakraLink>
        ),
      },
      { id: 'ended', header: t`Ended`, cell: ({ row }) => formatDate(row.original.endedAt) },
      { id: 'place', header: t`Place`, cell: ({ row }) => placeName(row.original.placement) },
      {
        id: 'score',
        header: t`Final score`,
        cell: ({ row }) => formatPoints(row.original.finalScore),
        meta: { numeric: true },
      },
      {
        id: 'change',
        header: t`Rating change`,
        cell: ({ row }) => formatEloDelta(row.original.eloDelta),
        meta: { numeric: true },
      },
      {
        id: 'rating',
        header: t`Rating after`,
        cell: ({ row }) => formatRating(row.original.rating),
        meta: { numeric: true },
      },
    ],
    [variant, t],
  );
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: PAGE_SIZES[0] });
  const table = useReactTable({
    data,
    columns,
    state: { pagination },
    onPaginationChange: setPagination,
    getCoreRowModel: getCoreRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });
  return (
    <Stack gap="2">
      <DataTable table={table} label={label} emptyText={t`No finished games of this kind yet.`} />
      {data.length > PAGE_SIZES[0] ? (
        <TablePagination
          pageIndex={pagination.pageIndex}
          pageSize={pagination.pageSize}
          total={data.length}
          onPageChange={(pageIndex) => table.setPageIndex(pageIndex)}
          onPageSizeChange={(pageSize) => setPagination({ pageIndex: 0, pageSize })}
        />
      ) : null}
    </Stack>
  );
}
