import { Button, Card, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { Variant } from '@mahjong/shared';
import { Link as RouterLink } from 'react-router-dom';
import type { MySeat } from '../lib/sessions.ts';
import { seatWords } from '../lib/words.ts';

/** At the top of the page on a phone: where the reader sits in the current or next session, in large type. */
export function MySeatBanner({ seat, variant }: { seat: MySeat; variant: Variant }) {
  const session = seat.session;
  return (
    <Card.Root
      as="section"
      aria-label={seatWords(seat.table, seat.seat)}
      colorPalette="brand"
      variant="subtle"
    >
      <Card.Body gap="2">
        <Text textStyle="sm" color="fg.muted">
          {seat.gameId === null ? (
            <Trans>Your seat in session {session} (not started yet)</Trans>
          ) : (
            <Trans>Your seat in session {session}</Trans>
          )}
        </Text>
        <Text fontSize={{ base: '4xl', md: '5xl' }} fontWeight="bold" lineHeight="1.1" data-testid="my-seat">
          {seatWords(seat.table, seat.seat)}
        </Text>
        {seat.gameId !== null && (
          <Button asChild colorPalette="brand" size="lg" minH="11" alignSelf="start">
            <RouterLink to={`/games/${variant}/${seat.gameId}`}>
              <Trans>Open your game</Trans>
            </RouterLink>
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}
