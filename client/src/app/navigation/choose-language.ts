import type { Language } from '@mahjong/shared';
import { useCallback } from 'react';
import { useCurrentPlayer } from '../../api/current-player.ts';
import { useUpdateSettings } from '../../features/settings/api/update-settings.ts';
import { switchLanguage } from '../../lib/i18n/language.ts';
import { rememberLanguage } from '../../lib/i18n/language-choice.ts';

/**
 * Speaks `language` at once (no reload: the live connections and unsent hands stay), keeps it on this
 * device, and for a signed-in player in their settings, so their other devices follow at next visit.
 */
export function useChooseLanguage(): (language: Language) => Promise<void> {
  const { player } = useCurrentPlayer();
  const updateSettings = useUpdateSettings();
  const { mutate } = updateSettings;
  return useCallback(
    async (language: Language) => {
      rememberLanguage(language);
      await switchLanguage(language);
      if (player && player.settings.language !== language) {
        mutate(
          { ...player.settings, language },
          { onError: (error) => console.warn('Could not save the language to the account', error) },
        );
      }
    },
    [player, mutate],
  );
}
