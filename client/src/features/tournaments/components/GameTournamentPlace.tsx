import { Card, HStack, Link, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { GameView } from '@mahjong/shared';
import { Link as RouterLink } from 'react-router-dom';
import { useNow } from '../../../lib/use-now.ts';
import { formatClock } from '../lib/clock.ts';

/**
 * On the game page of a tournament table: which tournament, session and table, the time this table
 * has left, and once it is up, "last hand" in words for the recorder (the rule set says whether the
 * hand being played or one more is the last).
 */
export function GameTournamentPlace({ game }: { game: GameView }) {
  const now = useNow(1000);
  const place = game.tournament;
  if (!place || game.status !== 'IN_PROGRESS') return null;
  const { name, session, table } = place;
  const endsAt = place.endsAt === null ? null : Date.parse(place.endsAt);
  const lastHand = place.lastHand || (endsAt !== null && endsAt <= now);
  return (
    <Card.Root
      as="section"
      aria-label={name}
      size="sm"
      variant="subtle"
      colorPalette={lastHand ? 'red' : 'gray'}
      data-testid="tournament-place"
    >
      <Card.Body gap="1">
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <Link
            asChild
            color="brand.fg"
            fontWeight="medium"
            minH="11"
            display="inline-flex"
            alignItems="center"
          >
            <RouterLink to={`/tournaments/${place.id}`}>
              <Trans>
                {name} · session {session}, table {table}
              </Trans>
            </RouterLink>
          </Link>
          {!lastHand && endsAt !== null && (
            <Text fontSize="2xl" fontWeight="bold" fontVariantNumeric="tabular-nums" role="timer">
              {formatClock(endsAt - now)}
            </Text>
          )}
          {!lastHand && endsAt === null && (
            <Text color="fg.muted">
              <Trans>The clock is paused</Trans>
            </Text>
          )}
        </HStack>
        {lastHand && (
          <Text fontSize="2xl" fontWeight="bold" color="fg.error" role="status">
            <Trans>Time is up: last hand</Trans>
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
