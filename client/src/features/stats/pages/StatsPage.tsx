import { Alert, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { GAME_TYPES, type GameType, type Stats } from '@mahjong/shared';
import { useSearchParams } from 'react-router-dom';
import { useCurrentPlayer } from '../../../api/current-player.ts';
import { useSeasons } from '../../../api/seasons.ts';
import { useStats } from '../../../api/stats.ts';
import { RatingHistoryChart } from '../../../components/charts/RatingHistoryChart.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { ALL_SEASONS } from '../../../components/SeasonSelect.tsx';
import { nameOrder } from '../../../lib/i18n/names.ts';
import { pageTitle } from '../../../lib/i18n/words.ts';
import { gameKindLabel } from '../../../lib/labels.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { type RatedPlayer, useRatedPlayers } from '../api/rated-players.ts';
import { HeadToHeadSection } from '../components/HeadToHeadSection.tsx';
import { PlacementChart } from '../components/PlacementChart.tsx';
import { PlayerGameList } from '../components/PlayerGameList.tsx';
import { StatGrid } from '../components/StatGrid.tsx';
import { type StatsChoice, StatsFilters } from '../components/StatsFilters.tsx';

const VARIANT = 'jp';
const CLUB = 'club';

/**
 * `/stats/jp`: a player's riichi statistics (the logged-in player by default, else the whole
 * club), with the choice kept in the address so a link shows the same figures.
 */
export default function StatsPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(pageTitle(t`Riichi Statistics`));
  const [searchParams, setSearchParams] = useSearchParams();
  const current = useCurrentPlayer();
  const choice = readChoice(searchParams, current.isLoading ? undefined : (current.player?.id ?? null));
  const players = useRatedPlayers(VARIANT, choice?.type ?? 'RANKED');
  const stats = useStats(
    VARIANT,
    choice ?? { type: 'RANKED', season: ALL_SEASONS, player: null },
    choice !== undefined,
  );

  const errorMessage = stats.error?.message;
  const choose = (next: StatsChoice) =>
    setSearchParams(
      { player: next.player === null ? CLUB : String(next.player), type: next.type, season: next.season },
      { replace: true },
    );

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        <Trans>Riichi Statistics</Trans>
      </Heading>
      {choice === undefined ? (
        <Loading />
      ) : (
        <>
          <StatsFilters
            choice={choice}
            players={withChosen(players.data ?? [], stats.data, i18n.locale)}
            playersLoading={players.isPending}
            onChange={choose}
          />
          {stats.isError ? (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>
                <Trans>Could not load the statistics: {errorMessage}</Trans>
              </Alert.Title>
            </Alert.Root>
          ) : stats.data ? (
            <StatsReport stats={stats.data} season={choice.season} players={players.data ?? []} />
          ) : (
            <Loading />
          )}
        </>
      )}
    </Stack>
  );
}

/** The choice in the address; `undefined` while the default (the logged-in player) is not known yet. */
function readChoice(
  params: URLSearchParams,
  defaultPlayer: number | null | undefined,
): StatsChoice | undefined {
  const type = (GAME_TYPES as readonly string[]).includes(params.get('type') ?? '')
    ? (params.get('type') as GameType)
    : 'RANKED';
  const season = params.get('season') ?? ALL_SEASONS;
  const asked = params.get('player');
  if (asked === CLUB) return { player: null, type, season };
  if (asked !== null && /^[1-9]\d*$/.test(asked)) return { player: Number(asked), type, season };
  if (defaultPlayer === undefined) return undefined;
  return { player: defaultPlayer, type, season };
}

/**
 * The picker lists players with games of the kind, by name as the reader's language sorts them; the
 * chosen one may have none yet.
 */
function withChosen(
  players: readonly RatedPlayer[],
  stats: Stats | undefined,
  locale: string,
): RatedPlayer[] {
  const chosen = stats?.player;
  const listed =
    !chosen || players.some((player) => player.id === chosen.id) ? [...players] : [...players, chosen];
  const byName = nameOrder(locale);
  return listed.sort((a, b) => byName(a.username, b.username));
}

function StatsReport({ stats, season, players }: { stats: Stats; season: string; players: RatedPlayer[] }) {
  const { t } = useLingui();
  const kind = gameKindLabel(stats.variant, stats.type);
  const player = stats.player;
  const seasonName = useSeasons().data?.find((one) => one.id === stats.seasonId)?.name;
  const who = player ? player.username : t`The whole club`;
  const when = stats.seasonId === null ? t`all seasons` : (seasonName ?? t`one season`);
  const username = player?.username ?? '';
  return (
    <Stack gap="6">
      <HStack justify="space-between" align="center" flexWrap="wrap" gap="3">
        <Text color="fg.muted">
          {t({
            message: `${who} · ${kind} · ${when}`,
            comment: 'Whose figures, of which kind of game, in which season',
          })}
        </Text>
        {player ? (
          <Button asChild size="sm" variant="outline" maxW="full" whiteSpace="normal" h="auto" minH="9">
            <a
              href={`/api/players/${player.id}/games.csv?variant=${stats.variant}&type=${stats.type}`}
              download
            >
              <Trans>Download {username}’s games (CSV)</Trans>
            </a>
          </Button>
        ) : null}
      </HStack>
      <StatGrid stats={stats} />
      {player ? (
        <>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
            <RatingHistoryChart history={stats.ratingHistory} />
            <PlacementChart shares={stats.placementShares} games={stats.games} />
          </SimpleGrid>
          <Stack as="section" gap="3" aria-labelledby="games-title">
            <Heading as="h2" size="lg" id="games-title">
              <Trans>Games</Trans>
            </Heading>
            <PlayerGameList
              variant={stats.variant}
              history={stats.ratingHistory}
              label={t`${username}’s games`}
            />
          </Stack>
          <HeadToHeadSection
            key={`${player.id}-${stats.type}-${season}`}
            variant={stats.variant}
            type={stats.type}
            season={season}
            player={player}
            players={players}
          />
        </>
      ) : (
        <Text color="fg.muted">
          <Trans>
            Club-wide, every seat of every finished game counts: the win rate is all hands won ÷ (4 × hands
            played). Choose a player for their rating, places, games and head-to-head records.
          </Trans>
        </Text>
      )}
    </Stack>
  );
}
