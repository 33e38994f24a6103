import { Heading, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { RecentChombos } from './RecentChombos.tsx';
import { RecordChomboForm } from './RecordChomboForm.tsx';

/** Chombos: record one (after a confirmation), and every one recorded, each removable with a reason. */
export function ChombosTab() {
  return (
    <Stack gap="8">
      <RecordChomboForm />
      <Stack as="section" gap="3" aria-labelledby="all-chombos-heading">
        <Heading as="h2" size="md" id="all-chombos-heading">
          <Trans>All chombos</Trans>
        </Heading>
        <RecentChombos />
      </Stack>
    </Stack>
  );
}
