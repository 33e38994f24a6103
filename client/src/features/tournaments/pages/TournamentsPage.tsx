import { Alert, Badge, Button, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { TOURNAMENT_STATUSES, type TournamentSummary } from '@mahjong/shared';
import { Link as RouterLink } from 'react-router-dom';
import { useCurrentPlayer } from '../../../api/current-player.ts';
import { Loading } from '../../../components/Loading.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { pageTitle } from '../../../lib/i18n/words.ts';
import { variantLabel } from '../../../lib/labels.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useTournamentList } from '../api/tournaments.ts';
import { RegisterButton } from '../components/RegisterButton.tsx';
import { seatingMethodWords, statusWords } from '../lib/words.ts';

/** `/tournaments`: upcoming, running and finished tournaments; a signed-in player registers here. */
export default function TournamentsPage() {
  const { t } = useLingui();
  useDocumentTitle(pageTitle(t`Tournaments`));
  const { player } = useCurrentPlayer();
  const { data, error, isPending } = useTournamentList();
  const reason = error?.message ?? '';
  return (
    <Stack gap="6">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Heading as="h1" size="3xl">
          <Trans>Tournaments</Trans>
        </Heading>
        {player?.admin && (
          <Button asChild colorPalette="brand" minH="11">
            <RouterLink to="/tournaments/new">
              <Trans>New tournament</Trans>
            </RouterLink>
          </Button>
        )}
      </HStack>
      {error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>Could not load the tournaments: {reason}</Trans>
          </Alert.Title>
        </Alert.Root>
      ) : isPending ? (
        <Loading />
      ) : (
        TOURNAMENT_STATUSES.map((status) => {
          const shown = data.filter((tournament) => tournament.status === status);
          return (
            <Stack as="section" key={status} aria-labelledby={`tournaments-${status}`} gap="3">
              <Heading as="h2" id={`tournaments-${status}`} size="xl">
                {statusWords(status)}
              </Heading>
              {shown.length === 0 ? (
                <Text color="fg.muted">
                  <Trans>None.</Trans>
                </Text>
              ) : (
                <Stack as="ul" gap="3" listStyleType="none">
                  {shown.map((tournament) => (
                    <li key={tournament.id}>
                      <TournamentItem tournament={tournament} playerId={player?.id} />
                    </li>
                  ))}
                </Stack>
              )}
            </Stack>
          );
        })
      )}
    </Stack>
  );
}

function TournamentItem({ tournament, playerId }: { tournament: TournamentSummary; playerId?: number }) {
  const { id, name, sessions, sessionMinutes, participants } = tournament;
  const startsAt = tournament.startsAt ? formatDateTime(tournament.startsAt) : null;
  return (
    <Card.Root as="article" aria-label={name} size="sm">
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
          <Stack gap="1" minW="0">
            <Link asChild fontSize="xl" fontWeight="semibold" color="brand.fg" overflowWrap="anywhere">
              <RouterLink to={`/tournaments/${id}`}>{name}</RouterLink>
            </Link>
            <HStack gap="2" flexWrap="wrap" color="fg.muted" textStyle="sm">
              <Badge>{variantLabel(tournament.variant)}</Badge>
              <Text>
                <Plural value={sessions} one="# session" other="# sessions" />
              </Text>
              <Text>
                <Trans>{sessionMinutes} min each</Trans>
              </Text>
              <Text>{seatingMethodWords(tournament.seating)}</Text>
              <Text>
                <Plural value={participants} one="# player" other="# players" />
              </Text>
              {startsAt && (
                <Text>
                  <Trans>Starts {startsAt}</Trans>
                </Text>
              )}
            </HStack>
            {tournament.registered && (
              <Badge colorPalette="green" alignSelf="start">
                <Trans>You are registered</Trans>
              </Badge>
            )}
          </Stack>
          {playerId !== undefined && tournament.registrationOpen && tournament.status !== 'finished' && (
            <RegisterButton
              tournamentId={id}
              name={name}
              playerId={playerId}
              registered={tournament.registered}
            />
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
