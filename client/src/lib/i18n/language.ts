/**
 * The language the app speaks: each catalogue is a chunk of its own, loaded when its language is
 * chosen; switching activates it in place (no reload, the live connections stay), and `<html lang>`
 * follows. What to write in a component, a hook or plain code: docs/languages.md.
 */
import { i18n, type Messages } from '@lingui/core';
import type { Language } from '@mahjong/shared';

const catalogues: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en.po'),
  'zh-Hant': () => import('../../locales/zh-Hant.po'),
  'zh-Hans': () => import('../../locales/zh-Hans.po'),
  ja: () => import('../../locales/ja.po'),
};

const loaded = new Set<Language>();
/** The last language asked for: a slower catalogue that arrives after a later choice is not activated. */
let wanted: Language | null = null;

/** Starts loading a language's catalogue without switching to it (e.g. when the menu opens). */
export async function loadCatalogue(language: Language): Promise<void> {
  if (loaded.has(language)) return;
  const { messages } = await catalogues[language]();
  i18n.load(language, messages);
  loaded.add(language);
}

/**
 * Starts loading every other language's catalogue, in the background: called when someone reaches for
 * the language menu or the drawer (pointing at, focusing or opening it), so the catalogue of the
 * language they tap is most likely here already and the switch is only a re-render. After a first
 * visit the service worker keeps these files anyway, so this is no extra download then.
 */
export function preloadCatalogues(): void {
  for (const language of Object.keys(catalogues) as Language[]) {
    if (!loaded.has(language)) void loadCatalogue(language).catch(() => undefined);
  }
}

/** Speaks `language` from now on: resolves once its catalogue is in and every reader has re-rendered. */
export async function switchLanguage(language: Language): Promise<void> {
  wanted = language;
  await loadCatalogue(language);
  if (wanted !== language) return;
  i18n.activate(language);
  document.documentElement.lang = language;
}

/** The language being spoken, once one is active. */
export function currentLanguage(): Language {
  return i18n.locale as Language;
}
