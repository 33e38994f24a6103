import { Badge, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { TournamentSummary } from '@mahjong/shared';
import { useQueries } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { fetchTournament, tournamentKey, usePlayerTournamentList } from '../api/tournaments.ts';
import { formatPoints, statusWords } from '../lib/words.ts';

/**
 * A player's tournaments on their page (the server lists those they take part in), with their place
 * in each once that tournament has been read.
 */
export function PlayerTournaments({ playerId }: { playerId: number }) {
  const list = usePlayerTournamentList(playerId);
  const summaries = list.data ?? [];
  const details = useQueries({
    queries: summaries.map((summary) => ({
      queryKey: tournamentKey(summary.id),
      queryFn: () => fetchTournament(summary.id),
    })),
  });
  const rows = summaries.map((summary, index) => ({
    summary,
    standing: details[index]?.data?.standings.find((row) => row.playerId === playerId),
  }));
  if (rows.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="player-tournaments" gap="3">
      <Heading as="h2" id="player-tournaments" size="xl">
        <Trans>Tournaments</Trans>
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        {rows.map(({ summary, standing }) => (
          <TournamentLine
            key={summary.id}
            summary={summary}
            place={standing?.place}
            points={standing?.points}
          />
        ))}
      </Stack>
    </Stack>
  );
}

function TournamentLine({
  summary,
  place,
  points,
}: {
  summary: TournamentSummary;
  place?: number;
  points?: number;
}) {
  const shownPoints = points === undefined ? '' : formatPoints(points);
  return (
    <HStack as="li" gap="3" flexWrap="wrap" minH="11">
      <Link asChild color="brand.fg" fontWeight="medium" overflowWrap="anywhere">
        <RouterLink to={`/tournaments/${summary.id}`}>{summary.name}</RouterLink>
      </Link>
      <Badge>{statusWords(summary.status)}</Badge>
      {place !== undefined && (
        <Text color="fg.muted" textStyle="sm">
          <Trans>
            Place {place}, {shownPoints} points
          </Trans>
        </Text>
      )}
    </HStack>
  );
}
