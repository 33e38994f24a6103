import { HStack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { DownloadLink } from '../../../components/DownloadLink.tsx';
import { emaCsvUrl, resultsCsvUrl } from '../api/tournaments.ts';

/** The results as files: the standings (CSV) and the sheet a ranking body takes (EMA style). */
export function ResultsLinks({ tournamentId }: { tournamentId: number }) {
  return (
    <HStack gap="3" flexWrap="wrap">
      <DownloadLink href={resultsCsvUrl(tournamentId)}>
        <Trans>Results (CSV)</Trans>
      </DownloadLink>
      <DownloadLink href={emaCsvUrl(tournamentId)}>
        <Trans>EMA results sheet (CSV)</Trans>
      </DownloadLink>
    </HStack>
  );
}
