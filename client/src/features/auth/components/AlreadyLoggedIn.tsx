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
  return (
    <FormAlert status="info">
      You are logged in as {player.username}. <TextLink to="/">Go to the home page</TextLink>
    </FormAlert>
  );
}
