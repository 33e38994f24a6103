import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { CorrectionPreview, GameView } from '@mahjong/shared';
import { CorrectionPreviewView } from './CorrectionPreviewView.tsx';

interface ConfirmCorrectionProps {
  game: GameView;
  /** What is about to be corrected: "Undo the last hand (East 4)", "Correct East 2". */
  question: string;
  preview: CorrectionPreview;
  sending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The dry run of a correction to an ended game, and the admin's yes or no to it. */
export function ConfirmCorrection({
  game,
  question,
  preview,
  sending,
  onConfirm,
  onCancel,
}: ConfirmCorrectionProps) {
  return (
    <Stack gap="3" role="group" aria-label="Confirm the correction">
      <Text fontWeight="medium">{question} of this ended game? This is what changes:</Text>
      <CorrectionPreviewView game={game} preview={preview} />
      <HStack gap="3" flexWrap="wrap">
        <Button minH="11" size="sm" colorPalette="red" loading={sending} onClick={onConfirm}>
          Yes, correct it
        </Button>
        <Button minH="11" size="sm" variant="ghost" disabled={sending} onClick={onCancel}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}
