import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';

/** Debian's Chromium; never a downloaded browser (STACK.md). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Chromium's own pages for its (hidden) window: the omnibox popup, preloaded at start-up as
      // WebUI renderers of their own. They take the CPU a page under test is timed on.
      '--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
    ],
  });
}

export const artifactsDir = fileURLToPath(new URL('../artifacts', import.meta.url));

/** Keeps a screenshot under e2e/artifacts (git-ignored; CI keeps it). */
export async function screenshot(page: Page, name: string) {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage: true });
}
