import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The app's languages and where their catalogues live (docs/languages.md). English is the source:
 * messages are written in English in the code, and `npm run messages` collects them into every catalogue.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh-Hant', 'zh-Hans', 'ja'],
  // A missing translation is an error caught by the catalogue check, never silently another language.
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/test/**'],
    },
  ],
  // Where each message is used, without line numbers: a catalogue changes only when its messages do.
  format: formatter({ origins: true, lineNumbers: false }),
  orderBy: 'message',
});
