import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { type GameToClose, useDeleteGame, useEndGameEarly } from '../api/close-game.ts';

/**
 * "End game early" or "Delete game" asked again, saying what happens to the ratings (ClosingTime.tsx
 * opens it). Its code loads when an admin first taps one of the two: nobody else ever needs it.
 */
export default function ClosingDialog({
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
