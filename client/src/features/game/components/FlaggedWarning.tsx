import { Alert } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/** A hands list that could not come from a real game, for a referee to look at. */
export function FlaggedWarning() {
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>These hands look inconsistent</Trans>
        </Alert.Title>
        <Alert.Description>
          <Trans>
            A player kept playing below zero, or the game went back to East 1 after later rounds. Please ask a
            referee to check the hands.
          </Trans>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
