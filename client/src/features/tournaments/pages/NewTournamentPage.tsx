import { Heading, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Navigate, useNavigate } from 'react-router-dom';
import { useCurrentPlayer } from '../../../api/current-player.ts';
import { Loading } from '../../../components/Loading.tsx';
import { pageTitle } from '../../../lib/i18n/words.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { CreateTournamentForm } from '../components/CreateTournamentForm.tsx';

/** `/tournaments/new` (admins): the tournament's settings; then its control page. */
export default function NewTournamentPage() {
  const { t } = useLingui();
  useDocumentTitle(pageTitle(t`New tournament`));
  const { player, isLoading } = useCurrentPlayer();
  const navigate = useNavigate();
  if (isLoading) return <Loading />;
  if (!player?.admin) return <Navigate to="/unauthorized" replace />;
  return (
    <Stack gap="6">
      <Heading as="h1" size="3xl">
        <Trans>New tournament</Trans>
      </Heading>
      <CreateTournamentForm onCreated={(tournament) => navigate(`/tournaments/${tournament.id}/admin`)} />
    </Stack>
  );
}
