import { Alert, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Variant } from '@mahjong/shared';
import { CasualTablesSwitch } from '../../../components/CasualTablesSwitch.tsx';
import { ConnectionIndicator } from '../../../components/ConnectionIndicator.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { useCasualTablesShown } from '../../../lib/casual-tables.ts';
import { pageTitle } from '../../../lib/i18n/words.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useNow } from '../../../lib/use-now.ts';
import { LiveGameCard } from '../components/LiveGameCard.tsx';
import { useLiveGames } from '../hooks/use-live-games.ts';

/** `/games/current/{variant}`: every table being played right now, ranked first, then casual. */
export default function LiveGamesPage({ variant }: { variant: Variant }) {
  const { t } = useLingui();
  const title = variant === 'jp' ? t`Live Riichi Games` : t`Live Hong Kong Games`;
  useDocumentTitle(pageTitle(title));
  const [withCasual, setWithCasual] = useCasualTablesShown();
  const { games, casualCount, isPending, error, connection } = useLiveGames(variant, withCasual);
  const now = useNow(30_000);
  const reason = error?.message ?? '';
  return (
    <Stack gap="5">
      <HStack gap="3" flexWrap="wrap" justify="space-between">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <HStack gap="4" flexWrap="wrap">
          <CasualTablesSwitch shown={withCasual} onChange={setWithCasual} />
          <ConnectionIndicator connection={connection} />
        </HStack>
      </HStack>
      {error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>Could not load the live games: {reason}</Trans>
          </Alert.Title>
        </Alert.Root>
      ) : isPending ? (
        <Loading />
      ) : games.length === 0 ? (
        <Text color="fg.muted">
          {casualCount > 0 && !withCasual
            ? t`No ranked table is playing right now; casual tables are hidden.`
            : t`No table is playing right now.`}
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          {games.map((game) => (
            <LiveGameCard key={game.id} variant={variant} game={game} now={now} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
