import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useCurrentPlayer } from '../../../api/current-player.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ClubNightCheckIn } from '../components/ClubNightCheckIn.tsx';
import { HomeSection } from '../components/HomeSection.tsx';
import { LeaderboardTops } from '../components/LeaderboardTops.tsx';
import { LiveNow } from '../components/LiveNow.tsx';
import { RecentGames } from '../components/RecentGames.tsx';
import { Welcome } from '../components/Welcome.tsx';

/** `/`: what is happening at the club — live games, the top of each board, the latest results. */
export default function HomePage() {
  const { t } = useLingui();
  const { player } = useCurrentPlayer();
  // The club's own name names its front page.
  useDocumentTitle(t`Mahjong Club`);
  return (
    <Stack gap={{ base: '8', md: '10' }}>
      <Welcome player={player} />
      <ClubNightCheckIn player={player} />
      <HomeSection id="live-now" title={t`Live now`}>
        <LiveNow />
      </HomeSection>
      <HomeSection
        id="leaderboards"
        title={t`Leaderboards`}
        action={{ label: t`All leaderboards`, to: '/leaderboard/jp' }}
      >
        <LeaderboardTops />
      </HomeSection>
      <HomeSection
        id="recent-games"
        title={t`Recent games`}
        action={{ label: t`All game logs`, to: '/games' }}
      >
        <RecentGames />
      </HomeSection>
    </Stack>
  );
}
