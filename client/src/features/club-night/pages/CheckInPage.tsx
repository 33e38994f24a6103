import { Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { isCheckedIn, mySeat, useClubNightQuery } from '../../../api/club-night.ts';
import { useCurrentPlayer } from '../../../api/current-player.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { pageTitle } from '../../../lib/i18n/words.ts';
import { useAccountPath } from '../../../lib/next-page.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useNow } from '../../../lib/use-now.ts';
import { AdminCheckIn } from '../components/AdminCheckIn.tsx';
import { CheckInStatus } from '../components/CheckInStatus.tsx';
import { HereTonight } from '../components/HereTonight.tsx';
import { SeatingPanel } from '../components/SeatingPanel.tsx';
import { useClubNightFeed } from '../hooks/use-club-night-feed.ts';

/**
 * `/checkin` (the venue's QR code points here): check in and out, see your table once seated — the
 * page opens your game when your table starts — seat a round, and who is here tonight.
 */
export default function CheckInPage() {
  const { t } = useLingui();
  useDocumentTitle(pageTitle(t`Check In`));
  const { player, isLoading } = useCurrentPlayer();
  useClubNightFeed();
  const { data: board, error } = useClubNightQuery();
  const now = useNow(30_000);
  useOpenGameWhenSeated(board ? mySeat(board, player) : undefined);
  const reason = error?.message ?? '';
  // Logged in (or registered) from the venue's QR code, the member comes back here to check in.
  const loginPath = useAccountPath('/login');

  return (
    <Stack gap="6" maxW="3xl">
      <Heading as="h1" size="2xl">
        <Trans>Club Night</Trans>
      </Heading>
      {error ? (
        <FormAlert>
          <Trans>Could not load tonight's club night: {reason}</Trans>
        </FormAlert>
      ) : isLoading || !board ? (
        <Loading />
      ) : !player ? (
        <Stack gap="3" align="start">
          <Text textStyle="lg">
            <Trans>Log in to check in for tonight.</Trans>
          </Text>
          <Button asChild colorPalette="brand">
            <RouterLink to={loginPath}>
              <Trans>Log in</Trans>
            </RouterLink>
          </Button>
        </Stack>
      ) : (
        <>
          <CheckInStatus board={board} player={player} now={now} />
          {(player.admin || isCheckedIn(board, player, now)) && <SeatingPanel />}
        </>
      )}
      {board && (
        <Stack as="section" aria-labelledby="here-tonight" gap="2">
          <Heading as="h2" id="here-tonight" size="lg">
            <Trans>Here tonight</Trans>
          </Heading>
          {player?.admin && <AdminCheckIn />}
          <HereTonight board={board} now={now} canManage={player?.admin ?? false} />
          <Link asChild color="brand.fg" fontSize="sm">
            <RouterLink to="/club-night">
              <Trans>The board →</Trans>
            </RouterLink>
          </Link>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * When a table with me at it starts while I watch, open its game; not when I arrive already seated
 * (`seat` is undefined until the board has loaded).
 */
function useOpenGameWhenSeated(seat: ReturnType<typeof mySeat> | undefined) {
  const navigate = useNavigate();
  const previous = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (seat === undefined) return;
    if (previous.current === null && seat) navigate(`/games/${seat.variant}/${seat.gameId}`);
    previous.current = seat?.gameId ?? null;
  }, [seat, navigate]);
}
