import { useEffect } from 'react';
import { useCurrentPlayer } from '../api/current-player.ts';
import { currentLanguage, switchLanguage } from '../lib/i18n/language.ts';
import { rememberLanguage } from '../lib/i18n/language-choice.ts';

/**
 * A signed-in player's saved language wins over the device's, when they become known (sign-in, a
 * visit) or save another. Only then: a choice in the menu switches first and saves after.
 */
export function PlayerLanguage() {
  const { player } = useCurrentPlayer();
  const saved = player?.settings.language;
  useEffect(() => {
    if (saved && saved !== currentLanguage()) {
      rememberLanguage(saved);
      void switchLanguage(saved);
    }
  }, [saved]);
  return null;
}
