import { Button, Clipboard, Dialog, Field, Input, InputGroup, Portal, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminPlayer } from '@mahjong/shared';

/** Shows the reset link just issued for a player, with a copy button; the link is valid for one hour. */
export function ResetLinkDialog({
  player,
  pending,
  error,
  url,
  onClose,
}: {
  player: AdminPlayer | null;
  pending: boolean;
  error: string | null;
  url: string | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const username = player?.username ?? '';
  return (
    <Dialog.Root open={player !== null} onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <Trans>Password reset link for {username}</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {pending && (
                <Text color="fg.muted">
                  <Trans>Creating a link...</Trans>
                </Text>
              )}
              {error && (
                <Text color="fg.error" role="alert">
                  {error}
                </Text>
              )}
              {url && (
                <Field.Root>
                  <Field.Label>
                    <Trans>Reset link</Trans>
                  </Field.Label>
                  <Clipboard.Root value={url} w="full">
                    <InputGroup
                      endElement={
                        <Clipboard.Trigger asChild>
                          <Button size="xs" variant="surface" me="-1">
                            <Clipboard.Indicator copied={t`Copied`}>
                              <Trans>Copy</Trans>
                            </Clipboard.Indicator>
                          </Button>
                        </Clipboard.Trigger>
                      }
                    >
                      <Input
                        readOnly
                        value={url}
                        fontFamily="mono"
                        fontSize="sm"
                        onFocus={(event) => event.currentTarget.select()}
                      />
                    </InputGroup>
                  </Clipboard.Root>
                  <Field.HelperText>
                    <Trans>Hand it to the player in person. It works once and expires in one hour.</Trans>
                  </Field.HelperText>
                </Field.Root>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>
                <Trans>Done</Trans>
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
