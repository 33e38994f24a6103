import { Badge, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { GameLogItem } from '@mahjong/shared';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { Fragment, useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DataTable } from '../../../components/DataTable.tsx';
import { PlayerLink } from '../../../components/PlayerLink.tsx';
import { formatDateTime, formatScore } from '../../../lib/format.ts';
import { presetName } from '../../../lib/i18n/ruleset-words.ts';
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

interface GameLogTableProps {
  items: GameLogItem[];
}

/** One server page of games; the server did the paging, so the table shows the rows as they are. */
export function GameLogTable({ items }: GameLogTableProps) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const columns = useMemo<ColumnDef<GameLogItem>[]>(
    () => [
      {
        id: 'game',
        header: t`Game`,
        cell: ({ row }) => (
          <ChakraLink asChild colorPalette="teal" onClick={(event) => event.stopPropagation()}>
            <Link to={gamePath(row.original)}>#{row.original.id}</Link>
          </ChakraLink>
        ),
      },
      { id: 'started', header: t`Started`, cell: ({ row }) => formatDateTime(row.original.createdAt) },
      {
        id: 'kind',
        header: t`Kind`,
        cell: ({ row }) => (
          <Stack gap="0">
            <Text>{gameKindLabel(row.original.variant, row.original.type)}</Text>
            <Text textStyle="xs" color="fg.muted">
              {presetName(row.original.ruleset.id, row.original.ruleset.name)}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'status',
        header: t`Status`,
        cell: ({ row }) =>
          row.original.status === 'IN_PROGRESS' ? (
            <Badge colorPalette="green">{t`In progress`}</Badge>
          ) : (
            <Badge>{t({ message: 'Finished', context: 'game status' })}</Badge>
          ),
      },
      {
        id: 'players',
        header: t`Players`,
        cell: ({ row }) => <Standings game={row.original} />,
      },
      {
        accessorKey: 'roundsPlayed',
        header: t({ message: 'Hands', context: 'hands played' }),
        meta: { numeric: true },
      },
    ],
    [t],
  );
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
      label={t`Game logs`}
      emptyText={t`No games match these filters.`}
      onRowClick={(game) => navigate(gamePath(game))}
    />
  );
}
