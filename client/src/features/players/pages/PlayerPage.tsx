import { Alert, Link as ChakraLink, Heading, Stack, Text } from '@chakra-ui/react';
import type { PlayerPage as PlayerPageData } from '@mahjong/shared';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Loading } from '../../../components/Loading.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { isNoSuchPlayer, usePlayerPage } from '../api/player-page.ts';
import { KindPicker, kindKey } from '../components/KindPicker.tsx';
import { PlayerHeadToHead } from '../components/PlayerHeadToHead.tsx';
import { PlayerStatistics } from '../components/PlayerStatistics.tsx';
import { RatingOverview } from '../components/RatingOverview.tsx';
import { RecentGames } from '../components/RecentGames.tsx';

/** `/players/{username}`: a player's ratings and their history, statistics, games and head-to-head. */
export default function PlayerPage() {
  const { username = '' } = useParams();
  const page = usePlayerPage(username);
  useDocumentTitle(`${page.data?.player.username ?? username} · Mahjong Club`);

  if (page.isError) {
    return isNoSuchPlayer(page.error) ? (
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          No player called {username}
        </Heading>
        <Text>Check the spelling, or find them on a leaderboard.</Text>
        <ChakraLink asChild colorPalette="teal" alignSelf="start">
          <Link to="/leaderboard/jp">Riichi Ranked Leaderboard</Link>
        </ChakraLink>
      </Stack>
    ) : (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>Could not load the player: {page.error.message}</Alert.Title>
      </Alert.Root>
    );
  }
  if (!page.data) return <Loading />;
  return <PlayerDetails key={page.data.player.id} data={page.data} />;
}

function PlayerDetails({ data }: { data: PlayerPageData }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { player, ratings } = data;
  const rating = ratings.find((r) => kindKey(r) === searchParams.get('kind')) ?? ratings[0];
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {player.username}
      </Heading>
      {rating === undefined ? (
        <Text color="fg.muted">No finished games yet.</Text>
      ) : (
        <>
          <KindPicker
            ratings={ratings}
            chosen={rating}
            onChoose={(kind) => setSearchParams({ kind }, { replace: true })}
          />
          <RatingOverview rating={rating} />
          <PlayerStatistics rating={rating} playerId={player.id} />
        </>
      )}
      <RecentGames playerId={player.id} />
      {rating === undefined ? null : (
        <PlayerHeadToHead player={player} rating={rating} key={kindKey(rating)} />
      )}
    </Stack>
  );
}
