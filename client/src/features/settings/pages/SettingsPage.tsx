import { Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useCurrentPlayer } from '../../../api/current-player.ts';
import { Loading } from '../../../components/Loading.tsx';
import { pageTitle } from '../../../lib/i18n/words.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { DisplayPreferences } from '../components/DisplayPreferences.tsx';
import { UsernameForm } from '../components/UsernameForm.tsx';

export default function SettingsPage() {
  const { t } = useLingui();
  const { player, isLoading } = useCurrentPlayer();
  useDocumentTitle(pageTitle(t`Settings`));
  if (isLoading) return <Loading />;
  // Settings belong to an account: a visitor (or an ended session) logs in first.
  if (!player) return <Navigate to="/login" replace />;
  const username = player.username;

  return (
    <Stack gap="8" maxW="2xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          <Trans>Settings</Trans>
        </Heading>
        <Text color="fg.muted">{t`Logged in as ${username}.`}</Text>
      </Stack>
      <Section title={t`Account`}>
        <UsernameForm player={player} />
      </Section>
      <Separator />
      <Section title={t`Display`}>
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
