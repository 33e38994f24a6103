import { Button, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useCurrentPlayer } from '../../../api/current-player.ts';
import { Loading } from '../../../components/Loading.tsx';
import { pageTitle } from '../../../lib/i18n/words.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AuditTab } from '../components/AuditTab.tsx';
import { BackupsTab } from '../components/BackupsTab.tsx';
import { ChombosTab } from '../components/ChombosTab.tsx';
import { PlayersTab } from '../components/PlayersTab.tsx';
import { RulesTab } from '../components/RulesTab.tsx';
import { SeasonsTab } from '../components/SeasonsTab.tsx';

const TABS = ['players', 'seasons', 'rules', 'chombos', 'audit', 'backups'] as const;

/** `/admin`: admins only (the server checks every call too); anyone else goes to /unauthorized. */
export default function AdminPage() {
  const { player, isLoading } = useCurrentPlayer();
  const [searchParams, setSearchParams] = useSearchParams();
  const { t } = useLingui();
  useDocumentTitle(pageTitle(t`Admin`));
  const tabLabels: Record<(typeof TABS)[number], string> = {
    players: t`Players`,
    seasons: t`Seasons`,
    rules: t`Rules`,
    chombos: t`Chombos`,
    audit: t`Audit log`,
    backups: t`Backups`,
  };
  if (isLoading) return <Loading />;
  if (!player?.admin) return <Navigate to="/unauthorized" replace />;
  // The open tab lives in the address, so a reload or a shared link lands on it.
  const requested = searchParams.get('tab');
  const tab = TABS.find((candidate) => candidate === requested) ?? 'players';
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="3xl" letterSpacing="tight">
          <Trans>Admin</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Accounts, seasons, penalties, the record of every change, and backups.</Trans>
        </Text>
        <HStack gap="3" flexWrap="wrap" pt="2">
          <Button asChild size="sm" variant="outline" minH="11">
            <RouterLink to="/tournaments">
              <Trans>Tournaments</Trans>
            </RouterLink>
          </Button>
          <Button asChild size="sm" variant="outline" minH="11">
            <RouterLink to="/tournaments/new">
              <Trans>New tournament</Trans>
            </RouterLink>
          </Button>
        </HStack>
      </Stack>
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setSearchParams({ tab: details.value }, { replace: true })}
        lazyMount
        unmountOnExit
      >
        {/* Six tabs wrap on a phone rather than widen the page (and in every language). */}
        <Tabs.List colorPalette="brand" flexWrap="wrap">
          {TABS.map((item) => (
            <Tabs.Trigger key={item} value={item}>
              {tabLabels[item]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="players" pt="6">
          <PlayersTab />
        </Tabs.Content>
        <Tabs.Content value="seasons" pt="6">
          <SeasonsTab />
        </Tabs.Content>
        <Tabs.Content value="rules" pt="6">
          <RulesTab />
        </Tabs.Content>
        <Tabs.Content value="chombos" pt="6">
          <ChombosTab />
        </Tabs.Content>
        <Tabs.Content value="audit" pt="6">
          <AuditTab />
        </Tabs.Content>
        <Tabs.Content value="backups" pt="6">
          <BackupsTab />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
