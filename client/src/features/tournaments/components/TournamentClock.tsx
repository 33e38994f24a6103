import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TournamentClock as Clock } from '@mahjong/shared';
import { useNow } from '../../../lib/use-now.ts';
import { formatClock, readClock } from '../lib/clock.ts';

/**
 * A session's clock: the time left (for `table`, its extra minutes included; without one, for every
 * table without extra time), paused, or up — "last hand". `offset` is how far the server's clock is
 * ahead of this device's.
 */
export function TournamentClock({
  clock,
  offset,
  session,
  table,
  size = 'md',
}: {
  clock: Clock;
  offset: number;
  session: number;
  table?: number;
  size?: 'sm' | 'md' | 'lg' | 'board';
}) {
  const { t } = useLingui();
  const now = useNow(1000) + offset;
  const reading = readClock(clock, now, table);
  const fontSize = { sm: 'lg', md: '4xl', lg: '6xl', board: '9xl' }[size];
  const label = table === undefined ? t`Session ${session} clock` : t`Table ${table} clock`;
  return (
    <Stack gap="0" role="timer" aria-label={label} align="start">
      {reading.state === 'up' ? (
        <Text fontSize={fontSize} fontWeight="bold" color="fg.error" lineHeight="1.1">
          <Trans>Time is up: last hand</Trans>
        </Text>
      ) : (
        <HStack gap="3" align="baseline" flexWrap="wrap">
          <Text
            fontSize={fontSize}
            fontWeight="bold"
            fontVariantNumeric="tabular-nums"
            lineHeight="1.1"
            data-testid="clock-time"
          >
            {formatClock(reading.remainingMs)}
          </Text>
          {reading.state === 'paused' && (
            <Badge colorPalette="orange" size={size === 'board' ? 'lg' : 'md'}>
              <Trans>Paused</Trans>
            </Badge>
          )}
        </HStack>
      )}
    </Stack>
  );
}
