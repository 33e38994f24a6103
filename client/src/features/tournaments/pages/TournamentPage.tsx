import { Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Tournament } from '@mahjong/shared';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useCurrentPlayer } from '../../../api/current-player.ts';
import { ConnectionIndicator } from '../../../components/ConnectionIndicator.tsx';
import { ApiError } from '../../../lib/api.ts';
import { pageTitle } from '../../../lib/i18n/words.ts';
import type { Connection } from '../../../lib/socket.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { MySeatBanner } from '../components/MySeatBanner.tsx';
import { PenaltyList } from '../components/PenaltyList.tsx';
import { RegisterButton } from '../components/RegisterButton.tsx';
import { ResultsLinks } from '../components/ResultsLinks.tsx';
import { SessionSection } from '../components/SessionSection.tsx';
import { StandingsTable } from '../components/StandingsTable.tsx';
import { TournamentHeader } from '../components/TournamentHeader.tsx';
import { TournamentNotLoaded } from '../components/TournamentNotLoaded.tsx';
import { useTournamentFeed } from '../hooks/use-tournament-feed.ts';
import { isParticipant, mySeat, nameOf } from '../lib/sessions.ts';

/**
 * `/tournaments/{id}`: where the reader sits (large, at the top), the standings, every session with
 * its tables live, the clock and the penalties. Once finished it is the tournament's report: the
 * standings, every game linked, and the results as files.
 */
export default function TournamentPage() {
  const { t } = useLingui();
  const id = Number(useParams().id);
  const feed = useTournamentFeed(id);
  const { tournament, error } = feed;
  useDocumentTitle(pageTitle(tournament?.name ?? t`Tournament`));
  if (!tournament) {
    if (error instanceof ApiError && error.status === 404) {
      return (
        <Stack gap="4">
          <Heading as="h1" size="2xl">
            <Trans>No such tournament</Trans>
          </Heading>
          <Link asChild color="brand.fg">
            <RouterLink to="/tournaments">
              <Trans>All tournaments</Trans>
            </RouterLink>
          </Link>
        </Stack>
      );
    }
    return <TournamentNotLoaded error={error} />;
  }
  return <TournamentDetails tournament={tournament} connection={feed.connection} offset={feed.offset} />;
}

function TournamentDetails({
  tournament,
  connection,
  offset,
}: {
  tournament: Tournament;
  connection: Connection;
  offset: number;
}) {
  const { player } = useCurrentPlayer();
  const me = player?.id;
  const seat = tournament.status === 'finished' ? null : mySeat(tournament, me);
  const names = nameOf(tournament);
  const finished = tournament.status === 'finished';
  const sessions = [...tournament.sessionList].sort((a, b) =>
    finished ? a.n - b.n : sessionOrder(a.status) - sessionOrder(b.status) || a.n - b.n,
  );
  return (
    <Stack gap="8">
      {seat && <MySeatBanner seat={seat} variant={tournament.variant} />}
      <TournamentHeader tournament={tournament} aside={<ConnectionIndicator connection={connection} />} />
      <HStack gap="3" flexWrap="wrap">
        {player && tournament.registrationOpen && !finished && (
          <RegisterButton
            tournamentId={tournament.id}
            name={tournament.name}
            playerId={player.id}
            registered={isParticipant(tournament, me)}
          />
        )}
        <Button asChild variant="outline" minH="11">
          <RouterLink to={`/tournaments/${tournament.id}/board`}>
            <Trans>Projector board</Trans>
          </RouterLink>
        </Button>
        {player?.admin && (
          <Button asChild variant="outline" minH="11">
            <RouterLink to={`/tournaments/${tournament.id}/admin`}>
              <Trans>Run the tournament</Trans>
            </RouterLink>
          </Button>
        )}
      </HStack>
      {finished && (
        <Stack as="section" aria-labelledby="report" gap="3">
          <Heading as="h2" id="report" size="xl">
            <Trans>Report</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>The final standings, every game of every session, and the results to download.</Trans>
          </Text>
          <ResultsLinks tournamentId={tournament.id} />
        </Stack>
      )}
      <Stack as="section" aria-labelledby="standings" gap="3">
        <Heading as="h2" id="standings" size="xl">
          {finished ? <Trans>Final standings</Trans> : <Trans>Standings</Trans>}
        </Heading>
        <StandingsTable standings={tournament.standings} me={me} />
      </Stack>
      <Stack as="section" aria-labelledby="sessions" gap="6">
        <Heading as="h2" id="sessions" size="xl">
          <Trans>Sessions</Trans>
        </Heading>
        {sessions.map((session) => (
          <SessionSection
            key={session.n}
            session={session}
            variant={tournament.variant}
            nameOf={names}
            offset={offset}
            me={me}
          />
        ))}
      </Stack>
      <Stack as="section" aria-labelledby="penalties" gap="3">
        <Heading as="h2" id="penalties" size="xl">
          <Trans>Penalties</Trans>
        </Heading>
        <PenaltyList penalties={tournament.penalties} />
      </Stack>
    </Stack>
  );
}

/** The session being played first, then those to come, then those played. */
function sessionOrder(status: Tournament['sessionList'][number]['status']): number {
  if (status === 'running') return 0;
  if (status === 'finished') return 2;
  return 1;
}
