import { i18n, type Messages } from '@lingui/core';
import type { Language } from '@mahjong/shared';
import { messages as en } from '../locales/en.po';
import { messages as ja } from '../locales/ja.po';
import { messages as zhHans } from '../locales/zh-Hans.po';
import { messages as zhHant } from '../locales/zh-Hant.po';

/** Every catalogue, for tests that read a screen in each language. */
export const CATALOGUES: Readonly<Record<Language, Messages>> = {
  en,
  'zh-Hant': zhHant,
  'zh-Hans': zhHans,
  ja,
};

/** Speaks `language` until `speakEnglish()` (call it in afterEach: tests read English by default). */
export function speak(language: Language): void {
  i18n.loadAndActivate({ locale: language, messages: CATALOGUES[language] });
}

export function speakEnglish(): void {
  speak('en');
}
