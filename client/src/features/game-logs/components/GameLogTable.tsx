import { Badge, Link as ChakraLink, Text } from '@chakra-ui/react';
import type { GameLogItem } from '@mahjong/shared';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { Fragment } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DataTable } from '../../../components/DataTable.tsx';
import { PlayerLink } from '../../../components/PlayerLink.tsx';
import { formatDateTime, formatScore } from '../../../lib/format.ts';
import { gameKindLabel } from '../../../lib/labels.ts';

function gamePath(game: GameLogItem): string {
  return `/games/${game.variant}/${game.id}`;
}

/** Players by place once the game is over, by seat while it runs; each name opens the player's page. */
function Standings({ game }: { game: GameLogItem }) {
  const ordered = [...game.players].sort(
    (a, b) => (a.placement ?? 0) - (b.placement ?? 0) || a.seat - b.seat,
  );
  return (
    <Text textStyle="sm">
      {ordered.map((player, index) => (
        <Fragment key={player.seat}>
          {index > 0 ? ' · ' : null}
          <PlayerLink username={player.username} />
          {player.finalScore === null ? null : ` ${formatScore(player.finalScore)}`}
        </Fragment>
      ))}
    </Text>
  );
}

const columns: ColumnDef<GameLogItem>[] = [
  {
    id: 'game',
    header: 'Game',
    cell: ({ row }) => (
      <ChakraLink asChild colorPalette="teal" onClick={(event) => event.stopPropagation()}>
        <Link to={gamePath(row.original)}>#{row.original.id}</Link>
      </ChakraLink>
    ),
  },
  { id: 'started', header: 'Started', cell: ({ row }) => formatDateTime(row.original.createdAt) },
  { id: 'kind', header: 'Kind', cell: ({ row }) => gameKindLabel(row.original.variant, row.original.type) },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) =>
      row.original.status === 'IN_PROGRESS' ? (
        <Badge colorPalette="green">In progress</Badge>
      ) : (
        <Badge>Finished</Badge>
      ),
  },
  {
    id: 'players',
    header: 'Players',
    cell: ({ row }) => <Standings game={row.original} />,
  },
  { accessorKey: 'roundsPlayed', header: 'Hands', meta: { numeric: true } },
];

interface GameLogTableProps {
  items: GameLogItem[];
}

/** One server page of games; the server did the paging, so the table shows the rows as they are. */
export function GameLogTable({ items }: GameLogTableProps) {
  const navigate = useNavigate();
  const table = useReactTable({
    data: items,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    getRowId: (game) => `${game.variant}-${game.id}`,
  });
  return (
    <DataTable
      table={table}
      label="Game logs"
      emptyText="No games match these filters."
      onRowClick={(game) => navigate(gamePath(game))}
    />
  );
}
