import type { Player } from '@mahjong/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './support/api-client.ts';
import { screenshot } from './support/browser.ts';
import { everyPage, routesNotVisited, SIGNED_OUT_PAGES } from './support/every-page.ts';
import { settled } from './support/page-checks.ts';
import { registerPlayer } from './support/registration.ts';
import { seedClub } from './support/shell-fixtures.ts';
import { useStage } from './support/stage.ts';

/** The narrowest phone the club supports, held in the hand: a mobile page, touch. */
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } as const;

/** A finger's width in CSS px (WCAG 2.5.5, Apple's and Google's guides). */
const FINGER = 44;

const ADMIN = 'chair_touch';
const OTHERS = ['akagi_touch', 'washizu_touch', 'ichikawa_touch'];

/**
 * Every visible control on the page that measures less than a finger each way, as `text — w×h`.
 * A checkbox, radio or switch whose input is visually hidden is measured by its label or root: what a
 * finger hits. Elements hidden from sight (a skip link until it is focused) are not targets.
 */
function smallTargets(page: Page, finger: number): Promise<{ small: string[]; shownOnFocus: number }> {
  return page.evaluate((finger) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="switch"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="menuitem"]',
      '[role="option"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(', ');
    const seen = new Set<Element>();
    const found: string[] = [];
    let shownOnFocus = 0;
    const name = (element: Element) => {
      const ownLabel = element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : undefined;
      const label = element.getAttribute('aria-label') ?? ownLabel ?? element.textContent ?? '';
      const role = element.getAttribute('role');
      const type = element.getAttribute('type');
      return `${element.tagName.toLowerCase()}${role ? `[role=${role}]` : ''}${type ? `[type=${type}]` : ''} "${label.replaceAll(/\s+/g, ' ').trim().slice(0, 40)}"`;
    };
    const clipped = (element: Element) => {
      const style = getComputedStyle(element);
      return style.clip.startsWith('rect') || style.clipPath === 'inset(50%)';
    };
    for (const control of document.querySelectorAll(selector)) {
      let target: Element = control;
      const style = getComputedStyle(control);
      let box = control.getBoundingClientRect();
      if (clipped(control) && control instanceof HTMLElement) {
        // Hidden until focused (a skip link): measured as it shows itself to the keyboard.
        control.focus();
        const shows = !clipped(control);
        box = control.getBoundingClientRect();
        control.blur();
        if (!shows) continue;
        shownOnFocus += 1;
      }
      const hiddenFromSight = box.width <= 1 || box.height <= 1 || style.opacity === '0';
      if (hiddenFromSight) {
        // A visually hidden checkbox, radio or switch: the finger hits its label or the control's root.
        const choice =
          control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type)
            ? control
            : null;
        const root = choice && (choice.closest('label') ?? choice.labels?.[0] ?? choice.parentElement);
        if (!root) continue;
        target = root;
        box = root.getBoundingClientRect();
      }
      // A card's link overlay stretches over the whole card: the card is what a finger hits.
      const card =
        control.classList.contains('chakra-linkbox__overlay') && control.closest('.chakra-linkbox');
      if (card) {
        target = card;
        box = card.getBoundingClientRect();
      }
      if (seen.has(target)) continue;
      seen.add(target);
      const targetStyle = getComputedStyle(target);
      if (targetStyle.visibility === 'hidden' || target.getClientRects().length === 0) continue;
      if (box.width === 0 && box.height === 0) continue;
      if (target.closest('[aria-hidden="true"], [inert]')) continue;
      // Half a pixel for sub-pixel layout.
      if (box.width + 0.5 < finger || box.height + 0.5 < finger) {
        found.push(`${name(control)} — ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return { small: found, shownOnFocus };
  }, finger);
}

describe('touch targets on a phone', () => {
  const stage = useStage({ ADMIN_USERNAMES: ADMIN });
  let chair: BrowserContext;
  let visitor: BrowserContext;
  let liveGame = 0;
  let finishedGame = 0;
  let tournament = 0;

  beforeAll(async () => {
    chair = await stage.browser.newContext(PHONE);
    const admin = await registerPlayer(chair.request, stage.url, ADMIN);
    const others: ApiClient[] = [];
    const ids: number[] = [];
    for (const username of OTHERS) {
      const client = new ApiClient(stage.url);
      ids.push(await client.register(username));
      others.push(client);
    }
    await seedClub(
      chair.request,
      stage.url,
      admin,
      ids.map((id) => ({ id }) as Player),
    );
    const post = async (path: string, data: unknown) => {
      const answer = await chair.request.post(`${stage.url}${path}`, { data });
      expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
      return (await answer.json()) as { id: number };
    };
    // A season running today, a tournament with its players, and three players here tonight.
    const today = new Date();
    const day = (offset: number) =>
      new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    await post('/api/admin/seasons', { name: 'Touch season', startDate: day(-30), endDate: day(30) });
    tournament = (
      await post('/api/tournaments', {
        name: 'Touch Open',
        variant: 'jp',
        sessions: 2,
        sessionMinutes: 60,
        seating: 'swiss',
      })
    ).id;
    for (const client of others) {
      expect((await client.request('POST', `/api/tournaments/${tournament}/participants`)).status).toBe(201);
      expect((await client.request('POST', '/api/checkins')).status).toBe(201);
    }
    const current = (await (await chair.request.get(`${stage.url}/api/games/current/jp`)).json()) as Array<{
      id: number;
    }>;
    liveGame = current[0]?.id ?? 0;
    const finished = (await (await chair.request.get(`${stage.url}/api/games?status=FINISHED`)).json()) as {
      items: Array<{ id: number }>;
    };
    finishedGame = finished.items[0]?.id ?? 0;
    visitor = await stage.browser.newContext(PHONE);
  });

  /** Every page of client/src/app/routes.tsx that a signed-in admin sees. */
  const adminRoutes = () => everyPage({ liveGame, finishedGame, tournament, player: OTHERS[0] as string });
  /** The pages a visitor signs in or registers on. */
  const signedOutRoutes = SIGNED_OUT_PAGES;

  /** The drawer, menu and list a page opens over itself, each measured open. */
  const popups: Record<
    string,
    Array<{ name: string; open(page: Page): Promise<void>; closed(page: Page): Promise<void> }>
  > = {
    '/': [
      {
        name: 'navigation',
        open: async (page) => {
          await page.getByRole('button', { name: 'Open navigation' }).click();
          await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
        },
        closed: (page) =>
          page.getByRole('navigation', { name: 'Main navigation' }).waitFor({ state: 'hidden' }),
      },
    ],
    '/settings': [
      {
        name: 'colour mode menu',
        open: async (page) => {
          await page.getByRole('button', { name: /^Colour mode/ }).click();
          await page.getByRole('menu').waitFor();
        },
        closed: (page) => page.getByRole('menu').waitFor({ state: 'hidden' }),
      },
    ],
    '/games/create/jp': [
      {
        name: 'player list',
        open: async (page) => {
          await page.getByRole('button', { name: 'Show players for East' }).click();
          await page.getByRole('option', { name: OTHERS[0] }).waitFor();
        },
        closed: (page) => page.getByRole('listbox').waitFor({ state: 'hidden' }),
      },
    ],
  };

  it('has no control under 44×44 px on any page, signed in as an admin or signed out', async () => {
    expect(liveGame).toBeGreaterThan(0);
    expect(finishedGame).toBeGreaterThan(0);
    const offenders: string[] = [];
    let controls = 0;
    let skipLinks = 0;
    const walk = async (context: BrowserContext, routes: string[]) => {
      const page = await context.newPage();
      for (const route of routes) {
        await page.goto(`${stage.url}${route}`);
        await settled(page);
        const measure = async (where: string) => {
          controls += await page
            .locator('a[href]:visible, button:visible, input:visible, select:visible')
            .count();
          const { small, shownOnFocus } = await smallTargets(page, FINGER);
          skipLinks += shownOnFocus;
          offenders.push(...small.map((offender) => `${where} — ${offender}`));
          if (small.length > 0 || process.env.TOUCH_SCREENSHOTS) {
            await screenshot(page, `touch${where.replaceAll(/[/?=&\s[\]]/g, '_')}`);
          }
        };
        await measure(route);
        // A page's tabs (the admin's seasons, rules, backups…) each show controls of their own.
        const tabs = page.locator('[role="tab"]:visible');
        const count = await tabs.count();
        for (let index = 0; index < count; index += 1) {
          const tab = tabs.nth(index);
          if ((await tab.getAttribute('aria-selected')) === 'true') continue;
          const name = (await tab.innerText()).replaceAll(/\s+/g, ' ').trim();
          await tab.click();
          await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
          await settled(page);
          await measure(`${route} [${name}]`);
        }
        // What a page opens over itself: the navigation drawer, the account menu, a player list.
        for (const popup of popups[route] ?? []) {
          await popup.open(page);
          await measure(`${route} [${popup.name}]`);
          await page.keyboard.press('Escape');
          await popup.closed(page);
        }
      }
      await page.close();
    };
    expect(routesNotVisited([...adminRoutes(), ...signedOutRoutes])).toEqual([]);
    // Each page waits for the network to be quiet: the two walks wait side by side.
    await Promise.all([walk(chair, adminRoutes()), walk(visitor, signedOutRoutes)]);
    expect(controls).toBeGreaterThan(100);
    // The skip link, hidden until focused, was measured as it shows itself on the pages that have one.
    expect(skipLinks).toBeGreaterThan(20);
    expect(offenders, offenders.join('\n')).toEqual([]);
  }, 180_000);
});
