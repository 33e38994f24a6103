import { Button, Dialog, HStack, Portal, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GameStatus, Variant } from '@mahjong/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type GameToClose, useDeleteGame, useEndGameEarly } from '../api/close-game.ts';
import { useCurrentPlayer } from '../api/current-player.ts';

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
 * happens to the ratings. Nothing for anyone else. Ending needs a hand played (the server refuses a
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

function ClosingDialog({
  closing,
  game,
  leaveTo,
  onClose,
}: {
  closing: 'end' | 'delete';
  game: GameToClose;
  leaveTo: string | undefined;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const end = useEndGameEarly();
  const remove = useDeleteGame();
  const mutation = closing === 'end' ? end : remove;
  const id = game.id;
  const confirm = () => {
    if (closing === 'end') end.mutate(game, { onSuccess: onClose });
    // Not mutate's own callback: the page may already have left (its spectators' socket hears the
    // delete too), and the admin still goes where `leaveTo` says. A refusal shows in the dialog.
    else
      remove.mutateAsync(game).then(
        () => {
          onClose();
          if (leaveTo) navigate(leaveTo, { replace: true });
        },
        () => undefined,
      );
  };
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {closing === 'end' ? t`End game #${id} early?` : t`Delete game #${id}?`}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                {closing === 'end'
                  ? t`The game ends now and counts with the scores as they stand: the ratings change as for any finished game.`
                  : t`The game and all its hands are removed for good. The ratings are recomputed without it, as if it had never been played.`}
              </Text>
              {mutation.error ? (
                <Text mt="3" color="fg.error" role="alert">
                  {mutation.error.message}
                </Text>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                <Trans>Cancel</Trans>
              </Button>
              <Button colorPalette="red" loading={mutation.isPending} onClick={confirm}>
                {closing === 'end' ? t`End the game` : t`Delete the game`}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
