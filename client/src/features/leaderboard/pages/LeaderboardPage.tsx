import { Alert, Box, Button, Field, Heading, HStack, Input, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GameType, Variant } from '@mahjong/shared';
import { useSearchParams } from 'react-router-dom';
import { useLeaderboard } from '../../../api/leaderboard.ts';
import { currentSeason, useSeasons } from '../../../api/seasons.ts';
import { DownloadLink } from '../../../components/DownloadLink.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { ALL_SEASONS, SeasonSelect } from '../../../components/SeasonSelect.tsx';
import { pageTitle } from '../../../lib/i18n/words.ts';
import { gameKindLabel } from '../../../lib/labels.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { LeaderboardTable } from '../components/LeaderboardTable.tsx';

interface LeaderboardPageProps {
  variant: Variant;
  type: GameType;
}

/** One of the four leaderboards; the season and the day shown live in the address so a link keeps them. */
export default function LeaderboardPage({ variant, type }: LeaderboardPageProps) {
  const { t } = useLingui();
  const kind = gameKindLabel(variant, type);
  const title = t`${kind} Leaderboard`;
  const [searchParams, setSearchParams] = useSearchParams();
  const seasons = useSeasons();
  const asOf = searchParams.get('asOf') || undefined;
  const chosenSeason = searchParams.get('season');
  const season = chosenSeason ?? defaultSeason(seasons.isPending, seasons.data, type, asOf);
  const board = useLeaderboard(variant, type, season ?? ALL_SEASONS, season !== null, asOf);
  // A season left unchosen follows the day shown.
  const choose = (changes: { season?: string; asOf?: string }) => {
    const next = new URLSearchParams();
    const nextSeason = changes.season ?? chosenSeason;
    const nextAsOf = changes.asOf ?? asOf;
    if (nextSeason) next.set('season', nextSeason);
    if (nextAsOf) next.set('asOf', nextAsOf);
    setSearchParams(next, { replace: true });
  };
  const errorMessage = board.error?.message;
  const download = new URLSearchParams({ type, season: season ?? ALL_SEASONS, ...(asOf ? { asOf } : {}) });

  useDocumentTitle(pageTitle(title));

  return (
    <Stack gap="5">
      <HStack justify="space-between" align="end" flexWrap="wrap" gap="4">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <HStack gap="3" align="end" flexWrap="wrap">
          <Box w="52">
            <SeasonSelect
              value={season ?? ALL_SEASONS}
              onChange={(value) => choose({ season: value })}
              label={t`Season`}
              allLabel={t`All time`}
            />
          </Box>
          <Field.Root w="40">
            <Field.Label>
              <Trans>As of</Trans>
            </Field.Label>
            <Input
              type="date"
              size="sm"
              value={asOf ?? ''}
              max={today()}
              onChange={(event) => choose({ asOf: event.currentTarget.value })}
            />
          </Field.Root>
          {asOf ? (
            <Button size="sm" variant="outline" onClick={() => choose({ asOf: '' })}>
              <Trans>Today</Trans>
            </Button>
          ) : null}
          <DownloadLink href={`/api/leaderboard/${variant}.csv?${download}`}>
            <Trans>Download CSV</Trans>
          </DownloadLink>
        </HStack>
      </HStack>
      {board.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>Could not load the leaderboard: {errorMessage}</Trans>
          </Alert.Title>
        </Alert.Root>
      ) : board.data ? (
        <LeaderboardTable entries={board.data} label={title} />
      ) : (
        <Loading />
      )}
    </Stack>
  );
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The season of the board's type running on the day shown when there is one, else every season;
 * null while seasons load.
 */
function defaultSeason(
  pending: boolean,
  seasons: Parameters<typeof currentSeason>[0] | undefined,
  type: GameType,
  day = today(),
) {
  if (pending) return null;
  const running = seasons ? currentSeason(seasons, day, type) : undefined;
  return running ? String(running.id) : ALL_SEASONS;
}
