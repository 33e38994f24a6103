/**
 * Which language a visit starts in: the one chosen on this device before (local storage), else the
 * browser's (`navigator.languages`). A signed-in player's choice is kept in their settings too and
 * wins once they are known (`useFollowPlayersLanguage`).
 */
import { isLanguage, type Language, pickLanguage } from '@mahjong/shared';

/** Also read by public/last-seen-page.js: a copy of a page is painted only in the language it was taken in. */
export const LANGUAGE_STORAGE_KEY = 'language';

export function storedLanguage(storage: Storage = localStorage): Language | null {
  try {
    const value = storage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLanguage(language: Language, storage: Storage = localStorage): void {
  try {
    storage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch (error) {
    console.warn('Could not keep the language on this device', error);
  }
}

/** The language a visit opens in. */
export function firstLanguage(
  storage: Storage = localStorage,
  preferred: readonly string[] = navigator.languages ?? [navigator.language],
): Language {
  return storedLanguage(storage) ?? pickLanguage(preferred);
}
