import { Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans } from '@lingui/react/macro';
import type { Tournament } from '@mahjong/shared';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format.ts';
import { rulesetName } from '../../../lib/i18n/ruleset-words.ts';
import { variantLabel } from '../../../lib/labels.ts';
import { seatingMethodWords, statusWords } from '../lib/words.ts';

/** The tournament's name, state and what it is: variant, rule set, sessions, seating. */
export function TournamentHeader({ tournament, aside }: { tournament: Tournament; aside?: ReactNode }) {
  const { sessions, sessionMinutes } = tournament;
  const participants = tournament.participantList.length;
  const rules = rulesetName(tournament.rules);
  const startsAt = tournament.startsAt ? formatDateTime(tournament.startsAt) : null;
  return (
    <Stack gap="2">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} overflowWrap="anywhere">
          {tournament.name}
        </Heading>
        {aside}
      </HStack>
      <HStack gap="2" flexWrap="wrap" color="fg.muted" textStyle="sm">
        <Badge colorPalette={tournament.status === 'running' ? 'green' : 'gray'}>
          {statusWords(tournament.status)}
        </Badge>
        <Badge>{variantLabel(tournament.variant)}</Badge>
        <Text>{rules}</Text>
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
        {!tournament.countsForRating && (
          <Text>
            <Trans>Does not count for ratings</Trans>
          </Text>
        )}
      </HStack>
    </Stack>
  );
}
