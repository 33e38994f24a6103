import { Button, HStack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { GameStatus, Variant } from '@mahjong/shared';
import { useState } from 'react';
import { useCurrentPlayer } from '../api/current-player.ts';
import { lazyPart } from './lazy-part.tsx';

/** The dialog's code (Chakra's dialog, focus trap, the mutations) comes only with a tap. */
const ClosingDialog = lazyPart(() => import('./ClosingDialog.tsx'));

export interface ClosingTimeProps {
  variant: Variant;
  id: number;
  version: number;
  status: GameStatus;
  roundsPlayed: number;
  /** Where to go once the game is deleted (the page showing it has nothing left to show). */
  leaveTo?: string;
  size?: 'xs' | 'sm' | 'md';
}

type Closing = 'end' | 'delete' | null;

/**
 * An admin's "End game early" and "Delete game", each asked again in a dialog that says what
 * happens to the ratings (ClosingDialog.tsx). Nothing for anyone else. Ending needs a hand played (the server refuses a
 * game without any: delete it instead).
 */
export function ClosingTime({
  variant,
  id,
  version,
  status,
  roundsPlayed,
  leaveTo,
  size = 'sm',
}: ClosingTimeProps) {
  const { player } = useCurrentPlayer();
  const [closing, setClosing] = useState<Closing>(null);
  if (!player?.admin) return null;
  const mayEnd = status === 'IN_PROGRESS' && roundsPlayed > 0;
  return (
    <HStack gap="2" flexWrap="wrap">
      {mayEnd ? (
        <Button size={size} variant="outline" colorPalette="orange" onClick={() => setClosing('end')}>
          <Trans>End game early</Trans>
        </Button>
      ) : null}
      <Button size={size} variant="outline" colorPalette="red" onClick={() => setClosing('delete')}>
        <Trans>Delete game</Trans>
      </Button>
      {closing ? (
        <ClosingDialog
          closing={closing}
          game={{ variant, id, version }}
          leaveTo={leaveTo}
          onClose={() => setClosing(null)}
        />
      ) : null}
    </HStack>
  );
}
