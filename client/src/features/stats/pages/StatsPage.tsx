import { Alert, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { GAME_TYPES, type GameType, type Stats, type Variant } from '@mahjong/shared';
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
import { BestHands } from '../components/BestHands.tsx';
import { HandKindsTable } from '../components/HandKindsTable.tsx';
import { HandValueChart } from '../components/HandValueChart.tsx';
import { HeadToHeadSection } from '../components/HeadToHeadSection.tsx';
import { PlacementChart } from '../components/PlacementChart.tsx';
import { PlayerGameList } from '../components/PlayerGameList.tsx';
import { RiichiSplitTable } from '../components/RiichiSplitTable.tsx';
import { StatGrid } from '../components/StatGrid.tsx';
import { type StatsChoice, StatsFilters } from '../components/StatsFilters.tsx';
import { StreakFigures } from '../components/StreakFigures.tsx';
import { YakuChart } from '../components/YakuChart.tsx';

const CLUB = 'club';

/**
 * `/stats/jp` and `/stats/hk`: a player's statistics of one variant (the logged-in player by
 * default, else the whole club), with the choice kept in the address so a link shows the same figures.
 */
export default function StatsPage({ variant = 'jp' }: { variant?: Variant }) {
  const { t, i18n } = useLingui();
  const title = variant === 'jp' ? t`Riichi Statistics` : t`Hong Kong Statistics`;
  useDocumentTitle(pageTitle(title));
  const [searchParams, setSearchParams] = useSearchParams();
  const current = useCurrentPlayer();
  const choice = readChoice(searchParams, current.isLoading ? undefined : (current.player?.id ?? null));
  const players = useRatedPlayers(variant, choice?.type ?? 'RANKED');
  const stats = useStats(
    variant,
    choice ?? { type: 'RANKED', season: ALL_SEASONS, player: null },
    choice !== undefined,
  );

  const errorMessage = stats.error?.message;
  const choose = (next: StatsChoice) => {
    const params: Record<string, string> = {
      player: next.player === null ? CLUB : String(next.player),
      type: next.type,
      season: next.season,
    };
    if (next.ruleset !== undefined) params.ruleset = next.ruleset;
    if (next.from !== undefined) params.from = next.from;
    if (next.to !== undefined) params.to = next.to;
    setSearchParams(params, { replace: true });
  };

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {choice === undefined ? (
        <Loading />
      ) : (
        <>
          <StatsFilters
            variant={variant}
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
  const bounds = boundsOf(params);
  const asked = params.get('player');
  if (asked === CLUB) return { player: null, type, season, ...bounds };
  if (asked !== null && /^[1-9]\d*$/.test(asked)) return { player: Number(asked), type, season, ...bounds };
  if (defaultPlayer === undefined) return undefined;
  return { player: defaultPlayer, type, season, ...bounds };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The rule set and days in the address, each left out when it is not one the server takes. */
function boundsOf(params: URLSearchParams): Pick<StatsChoice, 'ruleset' | 'from' | 'to'> {
  const ruleset = params.get('ruleset') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const bounds: Pick<StatsChoice, 'ruleset' | 'from' | 'to'> = {};
  if (/^[a-z0-9][a-z0-9-]{0,39}$/.test(ruleset)) bounds.ruleset = ruleset;
  if (DAY.test(from)) bounds.from = from;
  if (DAY.test(to) && !(DAY.test(from) && to < from)) bounds.to = to;
  return bounds;
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
          <Button asChild size="sm" variant="outline" maxW="full" whiteSpace="normal" h="auto">
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
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        {player ? <RatingHistoryChart history={stats.ratingHistory} /> : null}
        {player ? <PlacementChart shares={stats.placementShares} games={stats.games} /> : null}
        <HandValueChart variant={stats.variant} values={stats.handValues} />
        <BestHands variant={stats.variant} hands={stats.bestHands} showPlayer={!player} />
        <YakuChart variant={stats.variant} frequencies={stats.yakuFrequencies} />
      </SimpleGrid>
      {stats.riichiSplit ? <RiichiSplitTable split={stats.riichiSplit} /> : null}
      {stats.handKinds ? <HandKindsTable kinds={stats.handKinds} /> : null}
      {stats.streaks ? <StreakFigures streaks={stats.streaks} /> : null}
      {player ? (
        <>
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
