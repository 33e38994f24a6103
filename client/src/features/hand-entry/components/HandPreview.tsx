import { Alert, Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { GamePlayer } from '@mahjong/shared';
import { deltaColor, formatDelta, formatScore } from '../../../lib/format.ts';
import type { HandCheck } from '../lib/hand-draft.ts';

interface HandPreviewProps {
  check: HandCheck;
  players: readonly GamePlayer[];
  /** Nothing entered yet: what is missing is guidance, not a warning. */
  pristine?: boolean;
}

/** What the engine makes of the hand before it is sent: each seat's change and new score, or why not. */
export function HandPreview({ check, players, pristine = false }: HandPreviewProps) {
  if (!check.ok) {
    return (
      <Alert.Root status={pristine ? 'info' : 'warning'} role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{pristine ? 'Enter the hand' : 'This hand cannot be recorded yet'}</Alert.Title>
          <Alert.Description>{check.message}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  const { preview } = check;
  return (
    <Box as="section" aria-label="Preview" borderWidth="1px" rounded="md" p="3" bg="bg.subtle">
      <Stack gap="2">
        <Text fontWeight="semibold">Preview</Text>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          {players.map((player) => {
            const delta = preview.scoreDeltas[player.seat] ?? 0;
            return (
              <Stack key={player.seat} gap="0" data-testid={`preview-seat-${player.seat}`}>
                <Text textStyle="sm" color="fg.muted">
                  {player.username}
                </Text>
                <Text fontWeight="semibold" color={deltaColor(delta)}>
                  {formatDelta(delta)}
                </Text>
                <Text textStyle="sm">→ {formatScore(preview.totals[player.seat] ?? 0)}</Text>
              </Stack>
            );
          })}
        </SimpleGrid>
        <Text textStyle="sm">
          {preview.endsGame ? 'This hand ends the game.' : `Next round: ${preview.nextRoundLabel}`}
        </Text>
      </Stack>
    </Box>
  );
}
