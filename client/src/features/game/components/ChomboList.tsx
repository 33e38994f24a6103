import type { GameView } from '@mahjong/shared';
import { useCurrentPlayer } from '../../../api/current-player.ts';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { ChomboItems } from './ChomboItems.tsx';

// Taking a chombo back (its dialog and request) is an admin's: only their page loads that code.
const RemovableChombos = lazyPart(
  async () => ({ default: (await import('./RemovableChombos.tsx')).RemovableChombos }),
  {
    loading: ({ game }) => <ChomboItems game={game} />,
    unavailable: ({ game }) => <ChomboItems game={game} />,
  },
);

/** Penalties recorded in this game; an admin can take one back, saying why. */
export function ChomboList({ game }: { game: GameView }) {
  const { player: me } = useCurrentPlayer();
  if (game.chombos.length === 0) return null;
  return me?.admin ? <RemovableChombos game={game} /> : <ChomboItems game={game} />;
}
