import { Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useCurrentPlayer } from '../../../api/current-player.ts';
import { Loading } from '../../../components/Loading.tsx';
import { AuditTab } from '../components/AuditTab.tsx';
import { BackupsTab } from '../components/BackupsTab.tsx';
import { ChombosTab } from '../components/ChombosTab.tsx';
import { PlayersTab } from '../components/PlayersTab.tsx';
import { SeasonsTab } from '../components/SeasonsTab.tsx';

const TABS = [
  { value: 'players', label: 'Players' },
  { value: 'seasons', label: 'Seasons' },
  { value: 'chombos', label: 'Chombos' },
  { value: 'audit', label: 'Audit log' },
  { value: 'backups', label: 'Backups' },
] as const;

/** `/admin`: admins only (the server checks every call too); anyone else goes to /unauthorized. */
export default function AdminPage() {
  const { player, isLoading } = useCurrentPlayer();
  const [searchParams, setSearchParams] = useSearchParams();
  if (isLoading) return <Loading />;
  if (!player?.admin) return <Navigate to="/unauthorized" replace />;
  // The open tab lives in the address, so a reload or a shared link lands on it.
  const requested = searchParams.get('tab');
  const tab = TABS.find((candidate) => candidate.value === requested)?.value ?? 'players';
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="3xl" letterSpacing="tight">
          Admin
        </Heading>
        <Text color="fg.muted">Accounts, seasons, penalties, the record of every change, and backups.</Text>
      </Stack>
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setSearchParams({ tab: details.value }, { replace: true })}
        lazyMount
        unmountOnExit
      >
        <Tabs.List colorPalette="brand">
          {TABS.map((item) => (
            <Tabs.Trigger key={item.value} value={item.value}>
              {item.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="players" pt="6">
          <PlayersTab />
        </Tabs.Content>
        <Tabs.Content value="seasons" pt="6">
          <SeasonsTab />
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
