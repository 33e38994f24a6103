/**
 * Every target a finger taps is at least 44×44 CSS px (issue 32): a walk of every page on a 360×740
 * phone, by a visitor and by an admin (every admin tab included), measures each link, button, field,
 * switch and checkbox that shows. A link inside a sentence is measured with its sentence, as WCAG's
 * target-size rule does; a control drawn over a hidden input is measured by what shows.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { settled } from './support/page-checks.ts';
import { registerElsewhere, registerPlayer } from './support/registration.ts';
import { seedClub } from './support/shell-fixtures.ts';
import { useStage } from './support/stage.ts';

const ADMIN = 'chair_fingers';
const MEMBERS = ['bob_fingers', 'carol_fingers', 'dave_fingers'];
const PHONE = { width: 360, height: 740 };
const FINGER = 44;

/** The targets on the page smaller than a finger, each named by its role, words and size. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((finger) => {
    const targets = document.querySelectorAll<HTMLElement>(
      'a[href], button, select, textarea, input:not([type="hidden"]), [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"]',
    );
    const shows = (element: HTMLElement) => {
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && element.getClientRects().length > 0;
    };
    /** A link in running text: its block says more than the link does. */
    const inSentence = (element: HTMLElement) => {
      const inline = (node: Element) => getComputedStyle(node).display.startsWith('inline');
      if (element.tagName !== 'A' || !inline(element)) return false;
      let block = element.parentElement;
      while (block && inline(block)) block = block.parentElement;
      const words = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
      return block !== null && words(block.textContent).length > words(element.textContent).length + 1;
    };
    const found: string[] = [];
    const seen = new Set<Element>();
    for (const target of targets) {
      if (!shows(target) || target.closest('[aria-hidden="true"], [inert]') || inSentence(target)) continue;
      let box = target.getBoundingClientRect();
      let measured: Element = target;
      // A checkbox, radio or switch drawn over a visually hidden input: what shows is its label.
      if (box.width <= 2 || box.height <= 2) {
        const label = target.closest('label') ?? (target.id ? document.querySelector(`label[for="${target.id}"]`) : null);
        if (!label) continue;
        measured = label;
        box = label.getBoundingClientRect();
      }
      if (seen.has(measured)) continue;
      seen.add(measured);
      if (box.width >= finger - 0.5 && box.height >= finger - 0.5) continue;
      const role = target.getAttribute('role') ?? target.tagName.toLowerCase();
      const name = (target.getAttribute('aria-label') ?? measured.textContent ?? '').replace(/\s+/g, ' ').trim();
      found.push(`${role} "${name.slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return found;
  }, FINGER);
}

describe('every target a finger taps, on every page', () => {
  const stage = useStage({ ADMIN_USERNAMES: ADMIN });
  let liveGame = 0;
  let finishedGame = 0;
  let adminState: Awaited<ReturnType<BrowserContext['storageState']>>;

  beforeAll(async () => {
    const chair = await stage.browser.newContext();
    const admin = await registerPlayer(chair.request, stage.url, ADMIN);
    const others = [];
    for (const name of MEMBERS) others.push(await registerElsewhere(stage.url, name));
    await seedClub(chair.request, stage.url, admin, others);
    const games = async (status: string) =>
      (
        (await (await chair.request.get(`${stage.url}/api/games?status=${status}`)).json()) as {
          items: { id: number }[];
        }
      ).items[0]?.id ?? 0;
    liveGame = await games('IN_PROGRESS');
    finishedGame = await games('FINISHED');
    // Here tonight: the board's seating and the admin's Check out buttons show.
    for (const player of [admin, ...others]) {
      const checkin = await chair.request.post(`${stage.url}/api/checkins`, { data: { playerId: player.id } });
      expect(checkin.status(), await checkin.text()).toBe(201);
    }
    adminState = await chair.storageState();
    await chair.close();
  });

  const routes = (admin: boolean) => [
    '/',
    '/leaderboard/jp',
    '/leaderboard/hk/casual',
    `/games/jp/${liveGame}`,
    `/games/jp/${finishedGame}`,
    '/games/current/jp',
    '/games/current/hk',
    '/games',
    '/games/not-found',
    '/resources',
    '/stats/jp',
    '/stats/hk',
    '/club-night',
    '/checkin',
    '/tournaments',
    `/players/${MEMBERS[0]}`,
    ...(admin
      ? [
          '/games/create/jp',
          '/games/create/hk/casual',
          '/tournaments/new',
          '/settings',
          ...['players', 'seasons', 'rules', 'chombos', 'audit', 'backups'].map((tab) => `/admin?tab=${tab}`),
        ]
      : ['/login', '/register', '/request-password-reset', '/password-reset?id=1&token=x', '/unauthorized']),
  ];

  async function walk(admin: boolean): Promise<string[]> {
    const context = await stage.browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      ...(admin ? { storageState: adminState } : {}),
    });
    const page = await context.newPage();
    // A shared two-core machine: a cold page may take a while.
    page.setDefaultTimeout(120_000);
    const found: string[] = [];
    const who = admin ? 'admin' : 'visitor';
    for (const route of routes(admin)) {
      await page.goto(`${stage.url}${route}`);
      await settled(page);
      const small = await smallTargets(page);
      if (small.length > 0) {
        found.push(`${who} ${route}: ${small.join('; ')}`);
        await screenshot(page, `targets-${who}${route.replaceAll(/[/?=&%]/g, '_')}`);
      }
    }
    await context.close();
    return found;
  }

  it('finds no link, button, field or switch under 44×44 px on a phone, for a visitor or an admin', async () => {
    expect(finishedGame).toBeGreaterThan(0);
    expect(liveGame).toBeGreaterThan(0);
    const found = [...(await walk(false)), ...(await walk(true))];
    expect(found).toEqual([]);
  }, 900_000);
});
