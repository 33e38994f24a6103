import { Button, Dialog, Field, Portal, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

/** Taking a chombo back needs a reason: it goes into the audit log with the chombo as it was. */
export function RemoveChomboDialog({
  chombo,
  pending,
  error,
  onRemove,
  onClose,
}: {
  chombo: { username: string; reason: string; gameLabel: string } | null;
  pending: boolean;
  error: string | null;
  onRemove: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const username = chombo?.username ?? '';
  const gameLabel = chombo?.gameLabel ?? '';
  const recordedReason = chombo?.reason ?? '';
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <Dialog.Root
      open={chombo !== null}
      onOpenChange={(details) => !details.open && close()}
      role="alertdialog"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            as="form"
            onSubmit={(event) => {
              event.preventDefault();
              if (reason.trim() !== '') onRemove(reason.trim());
            }}
          >
            <Dialog.Header>
              <Dialog.Title>
                <Trans>Remove the chombo against {username}?</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                <Trans>
                  {gameLabel}: “{recordedReason}”. It no longer counts on the leaderboard. The audit log keeps
                  it, with your reason.
                </Trans>
              </Text>
              <Field.Root required mt="4">
                <Field.Label>
                  <Trans>Why is it removed?</Trans>
                </Field.Label>
                <Textarea
                  value={reason}
                  onChange={(event) => setReason(event.currentTarget.value)}
                  maxLength={500}
                  rows={2}
                  placeholder={t`e.g. recorded against the wrong player`}
                />
              </Field.Root>
              {error && (
                <Text mt="3" color="fg.error" role="alert">
                  {error}
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" colorPalette="red" loading={pending} disabled={reason.trim() === ''}>
                <Trans>Remove chombo</Trans>
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
