import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Chombo, GameView } from '@mahjong/shared';
import { useState } from 'react';
import { useRemoveChombo } from '../../../api/remove-chombo.ts';
import { RemoveChomboDialog } from '../../../components/RemoveChomboDialog.tsx';
import { chomboPlayerName } from '../lib/chombo-player.ts';
import { ChomboItems } from './ChomboItems.tsx';

/** An admin's list of the game's chombos: each can be taken back, saying why. */
export function RemovableChombos({ game }: { game: GameView }) {
  const { t } = useLingui();
  const removal = useRemoveChombo();
  const gameId = game.id;
  const removeLabel = (chombo: Chombo) => {
    const name = chomboPlayerName(game, chombo.playerId);
    return t`Remove the chombo against ${name}`;
  };
  const [removing, setRemoving] = useState<Chombo | null>(null);
  const close = () => {
    setRemoving(null);
    removal.reset();
  };
  return (
    <ChomboItems
      game={game}
      action={(chombo) => (
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          aria-label={removeLabel(chombo)}
          onClick={() => setRemoving(chombo)}
        >
          <Trans>Remove</Trans>
        </Button>
      )}
    >
      <RemoveChomboDialog
        key={removing?.id ?? 'none'}
        chombo={
          removing && {
            username: chomboPlayerName(game, removing.playerId),
            reason: removing.reason,
            gameLabel: t`Game #${gameId}`,
          }
        }
        pending={removal.isPending}
        error={removal.error?.message ?? null}
        onRemove={(reason) =>
          removing &&
          removal.mutate(
            {
              variant: game.variant,
              gameId: game.id,
              chomboId: removing.id,
              reason,
              expectedVersion: game.version,
            },
            { onSuccess: close },
          )
        }
        onClose={close}
      />
    </ChomboItems>
  );
}
