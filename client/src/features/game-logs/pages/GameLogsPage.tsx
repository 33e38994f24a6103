import { Alert, Heading, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { type GameLogFilters as Filters, useGameLogs } from '../../../api/game-logs.ts';
import { Loading } from '../../../components/Loading.tsx';
import { TablePagination } from '../../../components/TablePagination.tsx';
import { pageTitle } from '../../../lib/i18n/words.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { GameLogFilters } from '../components/GameLogFilters.tsx';
import { GameLogTable } from '../components/GameLogTable.tsx';
import { readLogFilters, writeLogFilters } from '../lib/log-filters.ts';

/** `/games`: every recorded game, filtered and paged by the server. */
export default function GameLogsPage() {
  const { t } = useLingui();
  useDocumentTitle(pageTitle(t`Game Logs`));
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readLogFilters(searchParams);
  const logs = useGameLogs(filters);
  const errorMessage = logs.error?.message;
  const show = (next: Filters) => setSearchParams(writeLogFilters(next));
  const knownNames = new Map(
    (logs.data?.items ?? []).flatMap((game) =>
      game.players.map((player) => [player.id, player.username] as const),
    ),
  );

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        <Trans>Game Logs</Trans>
      </Heading>
      <GameLogFilters
        filters={filters}
        knownNames={knownNames}
        onChange={(change) => show({ ...filters, ...change, page: 1 })}
      />
      {logs.isError && !logs.data ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>Could not load the games: {errorMessage}</Trans>
          </Alert.Title>
        </Alert.Root>
      ) : logs.data ? (
        <Stack gap="2" opacity={logs.isPlaceholderData ? 0.6 : 1}>
          <GameLogTable items={logs.data.items} />
          <TablePagination
            pageIndex={filters.page - 1}
            pageSize={filters.pageSize}
            total={logs.data.total}
            onPageChange={(pageIndex) => show({ ...filters, page: pageIndex + 1 })}
            onPageSizeChange={(pageSize) => show({ ...filters, pageSize, page: 1 })}
          />
        </Stack>
      ) : (
        <Loading />
      )}
    </Stack>
  );
}
