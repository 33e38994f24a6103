import { Badge, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TournamentSession, Variant } from '@mahjong/shared';
import type { ReactNode } from 'react';
import { extraMinutesOf } from '../lib/clock.ts';
import { sessionStatusWords } from '../lib/words.ts';
import { type SessionTable, TableCard } from './TableCard.tsx';
import { TournamentClock } from './TournamentClock.tsx';

/** One session: its state, its clock while it runs, and every table (the seating before it starts). */
export function SessionSection({
  session,
  variant,
  nameOf,
  offset,
  me,
  tableActions,
  withClock = true,
}: {
  session: TournamentSession;
  variant: Variant;
  nameOf: (playerId: number) => string;
  offset: number;
  me?: number;
  tableActions?: (row: SessionTable) => ReactNode;
  /** Off where the page shows the session's clock itself. */
  withClock?: boolean;
}) {
  const { t } = useLingui();
  const n = session.n;
  const repeats = session.repeatMeetings;
  const headingId = `session-${n}`;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <HStack gap="3" flexWrap="wrap" align="baseline">
        <Heading as="h3" id={headingId} size="lg">
          <Trans>Session {n}</Trans>
        </Heading>
        <Badge colorPalette={session.status === 'running' ? 'green' : 'gray'}>
          {sessionStatusWords(session.status)}
        </Badge>
        {session.repeatMeetings > 0 && session.status !== 'finished' && (
          <Text color="fg.muted" textStyle="sm">
            {t`Pairs meeting again: ${repeats}`}
          </Text>
        )}
      </HStack>
      {withClock && session.status === 'running' && session.clock && (
        <TournamentClock clock={session.clock} offset={offset} session={n} size="md" />
      )}
      {session.tables.length > 0 && (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
          {session.tables.map((row) => (
            <TableCard
              key={row.table}
              row={row}
              variant={variant}
              nameOf={nameOf}
              me={me}
              extraMinutes={extraMinutesOf(session.clock, row.table)}
              actions={tableActions?.(row)}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
