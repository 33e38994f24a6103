import { Button, HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { PlayerRating } from '@mahjong/shared';
import { gameKindLabel } from '../../../lib/labels.ts';

export const kindKey = (rating: Pick<PlayerRating, 'variant' | 'type'>) =>
  `${rating.variant}-${rating.type.toLowerCase()}`;

interface KindPickerProps {
  ratings: readonly PlayerRating[];
  chosen: PlayerRating;
  onChoose: (key: string) => void;
}

/** The kinds of game the player has finished games of; the page shows one at a time. */
export function KindPicker({ ratings, chosen, onChoose }: KindPickerProps) {
  const { t } = useLingui();
  return (
    <HStack gap="2" flexWrap="wrap" role="group" aria-label={t`Kind of game`}>
      {ratings.map((rating) => {
        const key = kindKey(rating);
        const pressed = key === kindKey(chosen);
        return (
          <Button
            key={key}
            size="sm"
            variant={pressed ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={pressed}
            onClick={() => onChoose(key)}
          >
            {gameKindLabel(rating.variant, rating.type)}
          </Button>
        );
      })}
    </HStack>
  );
}
