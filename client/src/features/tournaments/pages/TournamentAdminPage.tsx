import { Button, Heading, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Tournament } from '@mahjong/shared';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import { useCurrentPlayer } from '../../../api/current-player.ts';
import { ConnectionIndicator } from '../../../components/ConnectionIndicator.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { pageTitle } from '../../../lib/i18n/words.ts';
import type { Connection } from '../../../lib/socket.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useUpdateTournament } from '../api/tournaments.ts';
import { ParticipantsPanel } from '../components/ParticipantsPanel.tsx';
import { PenaltiesPanel } from '../components/PenaltiesPanel.tsx';
import { ResultsLinks } from '../components/ResultsLinks.tsx';
import { SessionControl } from '../components/SessionControl.tsx';
import { StandingsTable } from '../components/StandingsTable.tsx';
import { TournamentHeader } from '../components/TournamentHeader.tsx';
import { TournamentNotLoaded } from '../components/TournamentNotLoaded.tsx';
import { useTournamentFeed } from '../hooks/use-tournament-feed.ts';
import { currentSession } from '../lib/sessions.ts';

/**
 * `/tournaments/{id}/admin` (admins; the server checks every call too): registration, participants,
 * seating and starting each session, the clock, tables ended early, penalties and the results.
 */
export default function TournamentAdminPage() {
  const { t } = useLingui();
  const id = Number(useParams().id);
  const { player, isLoading } = useCurrentPlayer();
  const feed = useTournamentFeed(id);
  const { tournament, error } = feed;
  const name = tournament?.name;
  useDocumentTitle(pageTitle(name ? t`Run ${name}` : t`Tournament`));
  if (isLoading) return <Loading />;
  if (!player?.admin) return <Navigate to="/unauthorized" replace />;
  if (!tournament) {
    return <TournamentNotLoaded error={error} />;
  }
  return <Controls tournament={tournament} connection={feed.connection} offset={feed.offset} />;
}

function Controls({
  tournament,
  connection,
  offset,
}: {
  tournament: Tournament;
  connection: Connection;
  offset: number;
}) {
  const update = useUpdateTournament(tournament.id);
  const session = currentSession(tournament);
  const finished = tournament.status === 'finished';
  return (
    <Stack gap="8">
      <TournamentHeader tournament={tournament} aside={<ConnectionIndicator connection={connection} />} />
      <HStack gap="3" flexWrap="wrap">
        <Button asChild variant="outline" minH="11">
          <RouterLink to={`/tournaments/${tournament.id}`}>
            <Trans>The tournament's page</Trans>
          </RouterLink>
        </Button>
        <Button asChild variant="outline" minH="11">
          <RouterLink to={`/tournaments/${tournament.id}/board`}>
            <Trans>Projector board</Trans>
          </RouterLink>
        </Button>
      </HStack>
      {!finished && (
        <Stack gap="2">
          <Switch.Root
            checked={tournament.registrationOpen}
            disabled={update.isPending}
            onCheckedChange={(details) => update.mutate({ registrationOpen: details.checked })}
            minH="11"
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>
              <Trans>Registration open</Trans>
            </Switch.Label>
          </Switch.Root>
          {update.error && <FormAlert>{update.error.message}</FormAlert>}
        </Stack>
      )}
      {session ? (
        <SessionControl key={session.n} tournament={tournament} session={session} offset={offset} />
      ) : (
        <Text color="fg.muted">
          <Trans>Every session has been played.</Trans>
        </Text>
      )}
      <Stack as="section" aria-labelledby="admin-standings" gap="3">
        <Heading as="h2" id="admin-standings" size="xl">
          <Trans>Standings</Trans>
        </Heading>
        <StandingsTable standings={tournament.standings} />
        <ResultsLinks tournamentId={tournament.id} />
      </Stack>
      <PenaltiesPanel tournament={tournament} />
      <ParticipantsPanel tournament={tournament} />
    </Stack>
  );
}
