import { Button, Dialog, Field, Portal, Text, Textarea } from '@chakra-ui/react';
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
  const [reason, setReason] = useState('');
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
              <Dialog.Title>Remove the chombo against {chombo?.username}?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                {chombo?.gameLabel}: “{chombo?.reason}”. It no longer counts on the leaderboard. The audit log
                keeps it, with your reason.
              </Text>
              <Field.Root required mt="4">
                <Field.Label>Why is it removed?</Field.Label>
                <Textarea
                  value={reason}
                  onChange={(event) => setReason(event.currentTarget.value)}
                  maxLength={500}
                  rows={2}
                  placeholder="e.g. recorded against the wrong player"
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
                Cancel
              </Button>
              <Button type="submit" colorPalette="red" loading={pending} disabled={reason.trim() === ''}>
                Remove chombo
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
