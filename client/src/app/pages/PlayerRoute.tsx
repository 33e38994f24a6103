import PlayerPage from '../../features/players/pages/PlayerPage.tsx';
import { PlayerTournaments } from '../../features/tournaments/components/PlayerTournaments.tsx';

/** `/players/{username}`: the player's page, with their tournaments in its slot. */
export default function PlayerRoute() {
  return <PlayerPage Tournaments={PlayerTournaments} />;
}
