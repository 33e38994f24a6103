import { HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { GameView } from '@mahjong/shared';
import { DownloadLink } from '../../../components/DownloadLink.tsx';

/** Every hand with its inputs and deltas, as JSON or CSV (`GET /api/games/{variant}/{id}/export`). */
export function GameExports({ game }: { game: GameView }) {
  const base = `/api/games/${game.variant}/${game.id}/export`;
  return (
    <HStack gap="3" flexWrap="wrap">
      <Text textStyle="sm" color="fg.muted">
        <Trans>Download this game:</Trans>
      </Text>
      <DownloadLink href={`${base}?format=csv`}>CSV</DownloadLink>
      <DownloadLink href={`${base}?format=json`}>JSON</DownloadLink>
    </HStack>
  );
}
