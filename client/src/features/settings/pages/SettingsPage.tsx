import { Heading, Separator, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useCurrentPlayer } from '../../../api/current-player.ts';
import { Loading } from '../../../components/Loading.tsx';
import { DisplayPreferences } from '../components/DisplayPreferences.tsx';
import { UsernameForm } from '../components/UsernameForm.tsx';

export default function SettingsPage() {
  const { player, isLoading } = useCurrentPlayer();
  if (isLoading) return <Loading />;
  // Settings belong to an account: a visitor (or an ended session) logs in first.
  if (!player) return <Navigate to="/login" replace />;

  return (
    <Stack gap="8" maxW="2xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Settings
        </Heading>
        <Text color="fg.muted">Logged in as {player.username}.</Text>
      </Stack>
      <Section title="Account">
        <UsernameForm player={player} />
      </Section>
      <Separator />
      <Section title="Display">
        <DisplayPreferences player={player} />
      </Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="4" aria-label={title}>
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
