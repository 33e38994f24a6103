import { Trans } from '@lingui/react/macro';
import { useCurrentPlayer } from '../../../api/current-player.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { TextLink } from './TextLink.tsx';

/**
 * Asking for the current player here also makes the bare pages load it at app start (the main layout
 * does so through its navigation bar); someone already logged in is told so.
 */
export function AlreadyLoggedIn() {
  const { player } = useCurrentPlayer();
  if (!player) return null;
  const username = player.username;
  return (
    <FormAlert status="info">
      <Trans>
        You are logged in as {username}. <TextLink to="/">Go to the home page</TextLink>
      </Trans>
    </FormAlert>
  );
}
