import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CorrectionPreview, GameView } from '@mahjong/shared';
import { CorrectionPreviewView } from './CorrectionPreviewView.tsx';

interface ConfirmCorrectionProps {
  game: GameView;
  /** What is about to be corrected, as a whole question: "Correct East 2 of this ended game? …". */
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
  const { t } = useLingui();
  return (
    <Stack gap="3" role="group" aria-label={t`Confirm the correction`}>
      <Text fontWeight="medium">{question}</Text>
      <CorrectionPreviewView game={game} preview={preview} />
      <HStack gap="3" flexWrap="wrap">
        <Button minH="11" size="sm" colorPalette="red" loading={sending} onClick={onConfirm}>
          <Trans>Yes, correct it</Trans>
        </Button>
        <Button minH="11" size="sm" variant="ghost" disabled={sending} onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}
