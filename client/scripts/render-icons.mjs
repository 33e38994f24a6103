// Renders the installable app's PNG icons from the SVGs in icons/ with the Chromium the e2e tests use.
// Run after changing an icon: `node client/scripts/render-icons.mjs`; the PNGs are committed.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const here = new URL('..', import.meta.url);
const icons = [
  ['icons/icon.svg', 'public/icons/icon-192.png', 192],
  ['icons/icon.svg', 'public/icons/icon-512.png', 512],
  ['icons/icon-maskable.svg', 'public/icons/icon-maskable-512.png', 512],
  ['icons/icon.svg', 'public/icons/apple-touch-icon.png', 180],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const [source, target, size] of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const svg = readFileSync(new URL(source, here), 'utf8');
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: new URL(target, here).pathname, omitBackground: true });
    await page.close();
    console.log(`${target} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
