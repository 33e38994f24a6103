import { Alert, Link as ChakraLink, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PlayerPage as PlayerPageData } from '@mahjong/shared';
import type { ComponentType } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Loading } from '../../../components/Loading.tsx';
import { ALL_SEASONS, SeasonSelect } from '../../../components/SeasonSelect.tsx';
import { pageTitle } from '../../../lib/i18n/words.ts';
import { gameKindLabel } from '../../../lib/labels.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { isNoSuchPlayer, usePlayerPage } from '../api/player-page.ts';
import { KindPicker, kindKey } from '../components/KindPicker.tsx';
import { PlayerHeadToHead } from '../components/PlayerHeadToHead.tsx';
import { PlayerStatistics } from '../components/PlayerStatistics.tsx';
import { RatingOverview } from '../components/RatingOverview.tsx';
import { RecentGames } from '../components/RecentGames.tsx';

/** What another feature shows on the page about the player (their tournaments), filled by the route. */
type PlayerSlot = ComponentType<{ playerId: number }>;

/**
 * `/players/{username}`: a player's ratings and their history, statistics, games and head-to-head;
 * `Tournaments` lists the tournaments they play in.
 */
export default function PlayerPage({ Tournaments }: { Tournaments?: PlayerSlot } = {}) {
  const { username = '' } = useParams();
  const [searchParams] = useSearchParams();
  const page = usePlayerPage(username, seasonOf(searchParams));
  const { t } = useLingui();
  useDocumentTitle(pageTitle(page.data?.player.username ?? username));
  const kind = gameKindLabel('jp', 'RANKED');
  const errorMessage = page.error?.message;

  if (page.isError) {
    return isNoSuchPlayer(page.error) ? (
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          <Trans>No player called {username}</Trans>
        </Heading>
        <Text>
          <Trans>Check the spelling, or find them on a leaderboard.</Trans>
        </Text>
        <ChakraLink asChild colorPalette="teal" alignSelf="start">
          <Link to="/leaderboard/jp">{t`${kind} Leaderboard`}</Link>
        </ChakraLink>
      </Stack>
    ) : (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>
          <Trans>Could not load the player: {errorMessage}</Trans>
        </Alert.Title>
      </Alert.Root>
    );
  }
  if (!page.data) return <Loading />;
  return <PlayerDetails key={page.data.player.id} data={page.data} Tournaments={Tournaments} />;
}

/** The season the page shows (`?season=ID`), all time by default. */
function seasonOf(params: URLSearchParams): string {
  const season = params.get('season') ?? '';
  return /^[1-9]\d{0,9}$/.test(season) ? season : ALL_SEASONS;
}

function PlayerDetails({ data, Tournaments }: { data: PlayerPageData; Tournaments?: PlayerSlot }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { t } = useLingui();
  const { player, ratings } = data;
  const season = seasonOf(searchParams);
  const rating = ratings.find((r) => kindKey(r) === searchParams.get('kind')) ?? ratings[0];
  const show = (changes: { kind?: string; season?: string }) => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === ALL_SEASONS) next.delete(key);
      else next.set(key, value);
    }
    setSearchParams(next, { replace: true });
  };
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {player.username}
      </Heading>
      <SeasonSelect value={season} onChange={(chosen) => show({ season: chosen })} allLabel={t`All time`} />
      {rating === undefined ? (
        <Text color="fg.muted">
          {season === ALL_SEASONS ? (
            <Trans>No finished games yet.</Trans>
          ) : (
            <Trans>No finished games in this season.</Trans>
          )}
        </Text>
      ) : (
        <>
          <KindPicker ratings={ratings} chosen={rating} onChoose={(kind) => show({ kind })} />
          <RatingOverview rating={rating} />
          <PlayerStatistics rating={rating} playerId={player.id} season={season} />
        </>
      )}
      <RecentGames playerId={player.id} />
      {Tournaments && <Tournaments playerId={player.id} />}
      {rating === undefined ? null : (
        <PlayerHeadToHead player={player} rating={rating} key={kindKey(rating)} />
      )}
    </Stack>
  );
}
