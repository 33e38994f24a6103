import type { BrowserContext } from 'playwright-core';
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

const PHONE = { width: 360, height: 740 };

/** Long names and a long hand description: what stretched the round table before. */
const NAMES = ['chair_with_long_name', 'washizu_iwao_longer', 'akagi_shigeru_long', 'ichikawa_long_name'];

interface GameAnswer {
  id: number;
  version: number;
}

describe('every page at 360 px wide', () => {
  const stage = useStage({ ADMIN_USERNAMES: NAMES[0] as string });
  let chair: BrowserContext;
  let visitor: BrowserContext;
  let liveGame: number;
  let seeded: SeededPages;

  beforeAll(async () => {
    chair = await stage.browser.newContext({ viewport: PHONE });
    const admin = await registerPlayer(chair.request, stage.url, NAMES[0] as string);
    const others = [];
    for (const name of NAMES.slice(1)) others.push(await registerElsewhere(stage.url, name));
    await seedClub(chair.request, stage.url, admin, others);
    // A game with a double ron and a pao yakuman: the longest hand descriptions there are.
    const post = async (path: string, data: unknown, key?: string) => {
      const answer = await chair.request.post(`${stage.url}${path}`, {
        data,
        ...(key ? { headers: { 'idempotency-key': key } } : {}),
      });
      expect(answer.ok(), await answer.text()).toBe(true);
      return (await answer.json()) as GameAnswer;
    };
    let game = await post('/api/games', {
      variant: 'jp',
      type: 'CASUAL',
      players: [admin.id, ...others.map((other) => other.id)],
    });
    liveGame = game.id;
    game = await post(
      `/api/games/jp/${game.id}/rounds`,
      {
        expectedVersion: game.version,
        riichis: [3],
        tenpais: [],
        transactions: [
          { transactionType: 'DEAL_IN', winner: 0, loser: 2, hand: { han: 2, fu: 30, dora: 0 } },
          {
            transactionType: 'DEAL_IN_PAO',
            winner: 3,
            loser: 2,
            paoPlayerIndex: 1,
            hand: { han: 13, fu: 30, dora: 0 },
          },
        ],
      },
      'e2e-width-1',
    );
    seeded = await seedEveryPage(chair.request, stage.url, NAMES[1] as string);
    visitor = await stage.browser.newContext({ viewport: PHONE });
  });

  /** Every page, the game in progress being the one with the longest hand descriptions. */
  const shellRoutes = () => everyPage({ ...seeded, liveGame });
  const bareRoutes = SIGNED_OUT_PAGES;

  it('no page scrolls sideways, for the admin recorder or a visitor', async () => {
    expect(seeded.finishedGame).toBeGreaterThan(0);
    expect(routesNotVisited([...shellRoutes(), ...bareRoutes])).toEqual([]);
    const wide: string[] = [];
    const walk = async (context: BrowserContext, routes: string[], who: string) => {
      const page = await context.newPage();
      for (const route of routes) {
        await page.goto(`${stage.url}${route}`);
        await settled(page);
        const width = await sidewaysOverflow(page);
        if (width.scroll > width.client) {
          wide.push(`${who} ${route}: ${width.scroll} > ${width.client} (${width.widest})`);
          await screenshot(page, `width-${who}${route.replaceAll(/[/?=&]/g, '_')}`);
        }
      }
      await page.close();
    };
    // Each page waits for the network to be quiet: the two walks wait side by side.
    await Promise.all([
      walk(chair, shellRoutes(), 'admin'),
      walk(visitor, [...shellRoutes(), ...bareRoutes], 'visitor'),
    ]);
    expect(wide).toEqual([]);
  }, 300_000);
});
