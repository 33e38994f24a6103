/**
 * Every page in every language: a walk of the site in Japanese, Simplified and Traditional Chinese on
 * a phone (360 px) and a desktop, by a visitor and by an admin, finds no English a reader would have to
 * read (outside a short list of names and abbreviations), no page that scrolls sideways, and
 * `<html lang>` right. English itself is walked for `lang` alone.
 */
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import {
  everyPage,
  routesNotVisited,
  type SeededPages,
  SIGNED_OUT_PAGES,
  seedEveryPage,
} from './support/every-page.ts';
import { settled, sidewaysOverflow } from './support/page-checks.ts';
import { registerElsewhere, registerPlayer } from './support/registration.ts';
import { seedClub } from './support/shell-fixtures.ts';
import { useStage } from './support/stage.ts';

const ADMIN = 'chair_walk';
/** The other players' names, in the scripts the club's members write them in. */
const MEMBERS = ['李明华', 'さくら', '김민준'];
const LANGUAGES = ['ja', 'zh-Hans', 'zh-Hant'] as const;
const PHONE = { width: 360, height: 740 };
/** The pages that send a visitor to sign in first. */
const MEMBERS_ONLY = /^\/(games\/create|settings|admin|checkin|tournaments\/(new|\d+\/admin))/;
const DESKTOP = { width: 1280, height: 900 };

/**
 * Latin words a reader of any language meets as they are: the players' names, abbreviations, the
 * names of published rule sets and of websites. Everything else in Latin letters is English nobody translated.
 */
const KEPT_AS_WRITTEN = new Set([
  ADMIN,
  'chair',
  'walk',
  'Elo',
  'CSV',
  'JSON',
  'URL',
  'QR',
  'WRC',
  'EMA',
  'JPML',
  'Tenhou',
  'League',
  // The check-in page's address, printed under the kiosk's QR code for phones that cannot scan it.
  'checkin',
  // The names of websites the resources page links to.
  'Riichi',
  'wiki',
  'Wikipedia',
]);

/** Latin words of three letters or more in what the page shows and what it says to a screen reader. */
async function latinWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.title, document.body.innerText];
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts.join('\n').match(/[A-Za-z][A-Za-z'’]{2,}/g) ?? [];
  });
}

describe('every page in every language', () => {
  const stage = useStage({ ADMIN_USERNAMES: ADMIN });
  let seeded: SeededPages;
  let adminState: Awaited<ReturnType<BrowserContext['storageState']>>;

  beforeAll(async () => {
    const chair = await stage.browser.newContext();
    const admin = await registerPlayer(chair.request, stage.url, ADMIN);
    const others = [];
    for (const name of MEMBERS) others.push(await registerElsewhere(stage.url, name));
    await seedClub(chair.request, stage.url, admin, others);
    // A tournament's name is the club's own words, shown as written: here in the members' script.
    seeded = await seedEveryPage(chair.request, stage.url, MEMBERS[0] as string, '春季大会');
    adminState = await chair.storageState();
    await chair.close();
  });

  /**
   * Every page: an admin sees them all; a visitor those open to anyone and the pages of signing in
   * (a page for members only sends a visitor to sign in first, and is read there).
   */
  const routes = (admin: boolean) =>
    admin
      ? everyPage(seeded)
      : [...everyPage(seeded).filter((page) => !MEMBERS_ONLY.test(page)), ...SIGNED_OUT_PAGES];

  async function walk(language: string, viewport: { width: number; height: number }, admin: boolean) {
    const options: BrowserContextOptions = { locale: language, viewport };
    if (admin) options.storageState = adminState;
    const context = await stage.browser.newContext(options);
    const page = await context.newPage();
    const found: string[] = [];
    const who = `${language} ${viewport.width}px ${admin ? 'admin' : 'visitor'}`;
    for (const route of routes(admin)) {
      await page.goto(`${stage.url}${route}`);
      await settled(page);
      const lang = await page.evaluate(() => document.documentElement.lang);
      if (lang !== language) found.push(`${who} ${route}: <html lang="${lang}">`);
      const english = [...new Set(await latinWords(page))].filter((word) => !KEPT_AS_WRITTEN.has(word));
      if (english.length > 0) found.push(`${who} ${route}: English ${english.slice(0, 12).join(' ')}`);
      if (viewport.width === PHONE.width) {
        const width = await sidewaysOverflow(page);
        if (width.scroll > width.client)
          found.push(`${who} ${route}: ${width.scroll} px wide (${width.widest})`);
      }
      if (found.length > 0 && found.at(-1)?.startsWith(`${who} ${route}`)) {
        await screenshot(page, `language-${language}-${viewport.width}${route.replaceAll(/[/?=&%]/g, '_')}`);
      }
    }
    await context.close();
    return found;
  }

  it('speaks the reader’s language on every page, on a phone and a desktop, without scrolling sideways', async () => {
    expect(seeded.finishedGame).toBeGreaterThan(0);
    expect(seeded.liveGame).toBeGreaterThan(0);
    expect(routesNotVisited([...routes(true), ...routes(false)])).toEqual([]);
    const walks = LANGUAGES.flatMap((language) => [
      walk(language, PHONE, false),
      walk(language, PHONE, true),
      walk(language, DESKTOP, false),
    ]);
    const found = (await Promise.all(walks)).flat();
    expect(found).toEqual([]);
  }, 400_000);

  it('marks every page English for an English reader', async () => {
    const context = await stage.contextForTest({ locale: 'en-GB', viewport: DESKTOP });
    const page = await context.newPage();
    for (const route of routes(false)) {
      await page.goto(`${stage.url}${route}`);
      await settled(page);
      expect(await page.evaluate(() => document.documentElement.lang), route).toBe('en');
    }
  }, 120_000);
});
