import { Alert, Heading, HStack, Stack } from '@chakra-ui/react';
import type { GameType, Variant } from '@mahjong/shared';
import { useSearchParams } from 'react-router-dom';
import { useLeaderboard } from '../../../api/leaderboard.ts';
import { currentSeason, useSeasons } from '../../../api/seasons.ts';
import { DownloadLink } from '../../../components/DownloadLink.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { ALL_SEASONS, SeasonSelect } from '../../../components/SeasonSelect.tsx';
import { gameKindLabel } from '../../../lib/labels.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { LeaderboardTable } from '../components/LeaderboardTable.tsx';

interface LeaderboardPageProps {
  variant: Variant;
  type: GameType;
}

/** One of the four leaderboards; the season lives in the address so a link keeps it. */
export default function LeaderboardPage({ variant, type }: LeaderboardPageProps) {
  const title = `${gameKindLabel(variant, type)} Leaderboard`;
  const [searchParams, setSearchParams] = useSearchParams();
  const seasons = useSeasons();
  const season = searchParams.get('season') ?? defaultSeason(seasons.isPending, seasons.data);
  const board = useLeaderboard(variant, type, season ?? ALL_SEASONS, season !== null);

  useDocumentTitle(`${title} · Mahjong Club`);

  return (
    <Stack gap="5">
      <HStack justify="space-between" align="end" flexWrap="wrap" gap="4">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <HStack gap="3" align="end">
          <SeasonSelect
            value={season ?? ALL_SEASONS}
            onChange={(value) => setSearchParams({ season: value }, { replace: true })}
          />
          <DownloadLink href={`/api/leaderboard/${variant}.csv?type=${type}&season=${season ?? ALL_SEASONS}`}>
            Download CSV
          </DownloadLink>
        </HStack>
      </HStack>
      {board.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>Could not load the leaderboard: {board.error.message}</Alert.Title>
        </Alert.Root>
      ) : board.data ? (
        <LeaderboardTable entries={board.data} label={title} />
      ) : (
        <Loading />
      )}
    </Stack>
  );
}

/** The running season when there is one, else every season; null while seasons load. */
function defaultSeason(pending: boolean, seasons: Parameters<typeof currentSeason>[0] | undefined) {
  if (pending) return null;
  const today = new Date().toISOString().slice(0, 10);
  const running = seasons ? currentSeason(seasons, today) : undefined;
  return running ? String(running.id) : ALL_SEASONS;
}
