import { Alert, Heading, HStack, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useClubNightQuery } from '../../../api/club-night.ts';
import { CasualTablesSwitch } from '../../../components/CasualTablesSwitch.tsx';
import { ConnectionIndicator } from '../../../components/ConnectionIndicator.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { useCasualTablesShown } from '../../../lib/casual-tables.ts';
import { pageTitle } from '../../../lib/i18n/words.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useNow } from '../../../lib/use-now.ts';
import { CheckInCode } from '../components/CheckInCode.tsx';
import { ResultsStrip } from '../components/ResultsStrip.tsx';
import { TableCard } from '../components/TableCard.tsx';
import { useClubNightFeed } from '../hooks/use-club-night-feed.ts';
import { splitTables } from '../store/board.ts';

/** `/club-night`: every table of the night, live, for a projector. */
export default function ClubNightBoardPage() {
  const { t } = useLingui();
  useDocumentTitle(pageTitle(t`Club Night`));
  const connection = useClubNightFeed();
  const { data: board, error, isPending } = useClubNightQuery();
  const now = useNow(30_000);
  const [withCasual, setWithCasual] = useCasualTablesShown();
  const { playing, finished } = board ? splitTables(board, withCasual) : { playing: [], finished: [] };
  const here = board?.checkins.filter((c) => Date.parse(c.expiresAt) > now).length ?? 0;
  const reason = error?.message ?? '';
  return (
    <Stack gap="6">
      <HStack gap="3" flexWrap="wrap" justify="space-between">
        <Heading as="h1" size="3xl">
          <Trans>Club Night</Trans>
        </Heading>
        <HStack gap="4" flexWrap="wrap">
          <CasualTablesSwitch shown={withCasual} onChange={setWithCasual} />
          <Text color="fg.muted">
            <Trans>{here} here tonight</Trans>
          </Text>
          <ConnectionIndicator connection={connection} />
        </HStack>
      </HStack>
      {error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>Could not load the board: {reason}</Trans>
          </Alert.Title>
        </Alert.Root>
      ) : isPending || !board ? (
        <Loading />
      ) : (
        <>
          <Stack as="section" aria-label={t`Tables`} gap="3">
            {playing.length === 0 ? (
              <Text color="fg.muted" textStyle="lg">
                <Trans>No table is playing right now.</Trans>
              </Text>
            ) : (
              <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="5">
                {playing.map((row) => (
                  <TableCard key={row.game.id} row={row} now={now} />
                ))}
              </SimpleGrid>
            )}
          </Stack>
          <HStack align="start" justify="space-between" gap="6">
            <Stack as="section" aria-labelledby="waiting" gap="2">
              <Heading as="h2" id="waiting" size="xl">
                <Trans>Waiting</Trans>
              </Heading>
              {board.waiting.length === 0 ? (
                <Text color="fg.muted">
                  <Trans>Nobody is waiting.</Trans>
                </Text>
              ) : (
                <Wrap as="ul" gap="3" listStyleType="none" textStyle="lg">
                  {board.waiting.map((player) => (
                    <li key={player.id}>{player.username}</li>
                  ))}
                </Wrap>
              )}
            </Stack>
            <CheckInCode />
          </HStack>
          {finished.length > 0 && (
            <Stack as="section" aria-labelledby="results" gap="2">
              <Heading as="h2" id="results" size="xl">
                <Trans>Results</Trans>
              </Heading>
              <ResultsStrip rows={finished} />
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
