import { Stack } from '@chakra-ui/react';
import { useCurrentPlayer } from '../../../api/current-player.ts';
import { ClubNightCheckIn } from '../components/ClubNightCheckIn.tsx';
import { HomeSection } from '../components/HomeSection.tsx';
import { LeaderboardTops } from '../components/LeaderboardTops.tsx';
import { LiveNow } from '../components/LiveNow.tsx';
import { RecentGames } from '../components/RecentGames.tsx';
import { Welcome } from '../components/Welcome.tsx';

/** `/`: what is happening at the club — live games, the top of each board, the latest results. */
export default function HomePage() {
  const { player } = useCurrentPlayer();
  return (
    <Stack gap={{ base: '8', md: '10' }}>
      <Welcome player={player} />
      <ClubNightCheckIn player={player} />
      <HomeSection id="live-now" title="Live now">
        <LiveNow />
      </HomeSection>
      <HomeSection
        id="leaderboards"
        title="Leaderboards"
        action={{ label: 'All leaderboards', to: '/leaderboard/jp' }}
      >
        <LeaderboardTops />
      </HomeSection>
      <HomeSection id="recent-games" title="Recent games" action={{ label: 'All game logs', to: '/games' }}>
        <RecentGames />
      </HomeSection>
    </Stack>
  );
}
