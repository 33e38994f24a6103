import { Alert, Box, Heading, HStack, Link, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { useClubNightQuery } from '../../../api/club-night.ts';
import { CasualTablesSwitch } from '../../../components/CasualTablesSwitch.tsx';
import { ConnectionIndicator } from '../../../components/ConnectionIndicator.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { useCasualTablesShown } from '../../../lib/casual-tables.ts';
import { pageTitle } from '../../../lib/i18n/words.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useClubNightFeed } from '../hooks/use-club-night-feed.ts';
import { seatingRounds, splitTables } from '../store/board.ts';
import { CheckInCode } from './CheckInCode.tsx';
import { ResultsStrip } from './ResultsStrip.tsx';
import { RoundNamesChoice } from './RoundNamesChoice.tsx';
import { TableCard } from './TableCard.tsx';

/**
 * Every table of the night, live: on the board page, or (`kiosk`) on a projector, with no navigation,
 * the whole width and type about twice as large, so that the room can read it.
 */
export function Board({ kiosk = false }: { kiosk?: boolean }) {
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
    <Stack gap={kiosk ? '8' : '6'}>
      <HStack gap="3" flexWrap="wrap" justify="space-between">
        <Heading as="h1" size={kiosk ? '6xl' : '3xl'}>
          <Trans>Club Night</Trans>
        </Heading>
        <HStack gap="4" flexWrap="wrap" fontSize={kiosk ? '2xl' : undefined}>
          <Text color="fg.muted">
            <Trans>{here} here tonight</Trans>
          </Text>
          <ConnectionIndicator connection={connection} />
        </HStack>
      </HStack>
      <HStack gap="4" flexWrap="wrap">
        <CasualTablesSwitch shown={withCasual} onChange={setWithCasual} />
        <RoundNamesChoice />
        <Box flex="1" />
        {kiosk ? (
          <Link asChild color="fg.muted" textStyle="sm">
            <RouterLink to="/club-night">
              <Trans>Leave the projector view</Trans>
            </RouterLink>
          </Link>
        ) : (
          <Link asChild color="brand.fg" textStyle="sm" fontWeight="medium">
            <RouterLink to="/club-night/kiosk">
              <Trans>Projector view</Trans>
            </RouterLink>
          </Link>
        )}
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
              <Text color="fg.muted" fontSize={kiosk ? '3xl' : 'lg'}>
                <Trans>No table is playing right now.</Trans>
              </Text>
            ) : (
              <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap={kiosk ? '8' : '5'}>
                {playing.map((row) => (
                  <TableCard key={row.game.id} row={row} now={now} kiosk={kiosk} />
                ))}
              </SimpleGrid>
            )}
          </Stack>
          <HStack align="start" justify="space-between" gap="6">
            <Stack as="section" aria-labelledby="waiting" gap="2">
              <Heading as="h2" id="waiting" size={kiosk ? '4xl' : 'xl'}>
                <Trans>Waiting</Trans>
              </Heading>
              {board.waiting.length === 0 ? (
                <Text color="fg.muted" fontSize={kiosk ? '2xl' : undefined}>
                  <Trans>Nobody is waiting.</Trans>
                </Text>
              ) : (
                <Wrap as="ul" gap={kiosk ? '6' : '3'} listStyleType="none" fontSize={kiosk ? '4xl' : 'lg'}>
                  {board.waiting.map((player) => (
                    <li key={player.id}>{player.username}</li>
                  ))}
                </Wrap>
              )}
            </Stack>
            <CheckInCode kiosk={kiosk} />
          </HStack>
          {finished.length > 0 && (
            <Stack as="section" aria-labelledby="results" gap="2">
              <Heading as="h2" id="results" size={kiosk ? '4xl' : 'xl'}>
                <Trans>Results</Trans>
              </Heading>
              <ResultsStrip rows={finished} roundOf={seatingRounds(board)} kiosk={kiosk} />
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
