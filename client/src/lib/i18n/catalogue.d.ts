// A language's catalogue, compiled from its .po file by @lingui/vite-plugin when imported.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
