import { Box, Grid, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ConnectionIndicator } from '../../../components/ConnectionIndicator.tsx';
import { pageTitle } from '../../../lib/i18n/words.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { StandingsTable } from '../components/StandingsTable.tsx';
import { TableCard } from '../components/TableCard.tsx';
import { TournamentClock } from '../components/TournamentClock.tsx';
import { TournamentNotLoaded } from '../components/TournamentNotLoaded.tsx';
import { useTournamentFeed } from '../hooks/use-tournament-feed.ts';
import { extraMinutesOf } from '../lib/clock.ts';
import { currentSession, nameOf } from '../lib/sessions.ts';
import { sessionStatusWords } from '../lib/words.ts';

/**
 * `/tournaments/{id}/board`: for a projector at 1920×1080, without the navigation: the clock large,
 * every table of the current session with its scores and round, and the standings beside them.
 */
export default function TournamentBoardPage() {
  const { t } = useLingui();
  const id = Number(useParams().id);
  const { tournament, connection, offset, error } = useTournamentFeed(id);
  useDocumentTitle(pageTitle(tournament?.name ?? t`Tournament`));
  if (!tournament) {
    return <TournamentNotLoaded error={error} />;
  }
  const session = currentSession(tournament);
  const names = nameOf(tournament);
  const n = session?.n ?? 0;
  // A room of 30 tables fits on one screen in smaller type, four or five to a row.
  const tables = session?.tables.length ?? 0;
  const dense = tables > 6;
  const columns = tables > 12 ? 5 : tables > 6 ? 4 : 3;
  return (
    <Stack gap="6">
      <HStack justify="space-between" align="center" gap="6" flexWrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="5xl">
            {tournament.name}
          </Heading>
          <HStack gap="4" fontSize="2xl" color="fg.muted">
            {session ? (
              <Text>
                <Trans>Session {n}</Trans> · {sessionStatusWords(session.status)}
              </Text>
            ) : (
              <Text>
                <Trans>Every session has been played.</Trans>
              </Text>
            )}
            <ConnectionIndicator connection={connection} />
          </HStack>
        </Stack>
        {session?.clock && session.status === 'running' && (
          <TournamentClock clock={session.clock} offset={offset} session={n} size="board" />
        )}
        <Link asChild color="fg.muted" textStyle="sm">
          <RouterLink to={`/tournaments/${tournament.id}`}>
            <Trans>Leave the projector view</Trans>
          </RouterLink>
        </Link>
      </HStack>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }}
        gap="8"
        alignItems="start"
      >
        <Stack as="section" aria-label={t`Tables`} gap="4">
          {!session || session.tables.length === 0 ? (
            <Text fontSize="3xl" color="fg.muted">
              <Trans>No table is seated yet.</Trans>
            </Text>
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2, '2xl': columns }} gap={dense ? '2' : '4'}>
              {session.tables.map((row) => (
                <TableCard
                  key={row.table}
                  row={row}
                  variant={tournament.variant}
                  nameOf={names}
                  extraMinutes={extraMinutesOf(session.clock, row.table)}
                  kiosk
                  dense={dense}
                />
              ))}
            </SimpleGrid>
          )}
        </Stack>
        <Box as="section" aria-labelledby="board-standings">
          <Heading as="h2" id="board-standings" size="3xl" mb="3">
            <Trans>Standings</Trans>
          </Heading>
          <StandingsTable standings={tournament.standings} kiosk dense={dense} limit={dense ? 24 : 16} />
        </Box>
      </Grid>
    </Stack>
  );
}
