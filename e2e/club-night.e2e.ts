import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './support/api-client.ts';
import { seriousViolations } from './support/axe.ts';
import { screenshot } from './support/browser.ts';
import { registerPlayer } from './support/registration.ts';
import { useStage } from './support/stage.ts';

interface BoardAnswer {
  tables: Array<{
    table: number;
    game: { id: number; version: number; type: string; players: Array<{ id: number; seat: number }> };
  }>;
  waiting: Array<{ id: number; username: string }>;
}

describe('club night in Chromium', () => {
  const stage = useStage();
  let phone: Page;
  let projector: Page;
  let memberId: number;
  const others = new Map<number, ApiClient>();

  beforeAll(async () => {
    phone = await (await stage.browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    projector = await (await stage.browser.newContext({ viewport: { width: 1600, height: 900 } })).newPage();
    memberId = (await registerPlayer(phone.request, stage.url, 'mei_cn')).id;
    for (let i = 0; i < 8; i += 1) {
      const client = new ApiClient(stage.url);
      const id = await client.register(`guest${i}_cn`);
      expect((await client.request('POST', '/api/checkins')).status).toBe(201);
      others.set(id, client);
    }
  });

  it('checks a member in from the QR page, seats nine players at two tables, and opens their game', async () => {
    await projector.goto(`${stage.url}/club-night`);
    await projector.getByText('No table is playing right now.').waitFor();
    await projector.getByRole('status').getByText('Live').waitFor();

    await phone.goto(`${stage.url}/checkin`);
    await phone.getByRole('button', { name: 'Check in' }).click();
    await phone.getByText(/You are checked in until/).waitFor();
    await projector.getByText('9 here tonight').waitFor();

    await phone.getByRole('button', { name: 'Propose seating' }).click();
    const waitingGroup = phone.getByLabel('Proposed to wait');
    await waitingGroup.waitFor();
    // Make sure the member plays: if the draw left them waiting, swap them with a seated player.
    const memberWaits = await waitingGroup.getByRole('button', { name: 'mei_cn' }).count();
    if (memberWaits > 0) {
      await waitingGroup.getByRole('button', { name: 'mei_cn' }).click();
      await phone.getByLabel('Proposed table 1').getByRole('button').first().click();
      await phone
        .getByLabel('Proposed table 1')
        .getByRole('button', { name: /mei_cn/ })
        .waitFor();
    }
    await screenshot(phone, 'club-night-proposal');
    expect(await seriousViolations(phone)).toEqual([]);
    await phone.getByRole('button', { name: 'Confirm and start the games' }).click();

    // The member's phone opens their game.
    await phone.waitForURL(/\/games\/jp\/\d+$/);
    await projector.getByRole('article', { name: 'Table 1' }).waitFor();
    await projector.getByRole('article', { name: 'Table 2' }).waitFor();
    const board = (await (await fetch(`${stage.url}/api/club-night`)).json()) as BoardAnswer;
    expect(board.tables).toHaveLength(2);
    expect(board.waiting).toHaveLength(1);
    await projector.getByRole('region', { name: 'Waiting' }).getByText(board.waiting[0]!.username).waitFor();
    const mine = board.tables.find((row) => row.game.players.some((p) => p.id === memberId))!;
    expect(phone.url()).toMatch(new RegExp(`/games/jp/${mine.game.id}$`));
  });

  it('changes the board when a hand is recorded at one table, without a reload', async () => {
    const board = (await (await fetch(`${stage.url}/api/club-night`)).json()) as BoardAnswer;
    const other = board.tables.find((row) => !row.game.players.some((p) => p.id === memberId))!;
    const east = other.game.players.find((p) => p.seat === 0)!;
    const card = projector.getByRole('article', { name: `Table ${other.table}` });
    await card.getByText('0 hands recorded').waitFor();

    const answer = await others.get(east.id)!.request('POST', `/api/games/jp/${other.game.id}/rounds`, {
      expectedVersion: other.game.version,
      riichis: [],
      tenpais: [],
      transactions: [{ transactionType: 'DEAL_IN', winner: 0, loser: 1, hand: { han: 3, fu: 30, dora: 0 } }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);

    await card.getByText('1 hand recorded').waitFor();
    await card.getByText('30,800').waitFor();
    await card.getByText('19,200').waitFor();
    await card.getByText('東一局 1本場').waitFor();
    // The dealer kept the deal: East is still marked.
    expect(await card.getByLabel('dealer').count()).toBe(1);
    await screenshot(projector, 'club-night-board');
    expect(await seriousViolations(projector)).toEqual([]);
  });

  it('shows the board on a projector at 1920×1080: no navigation, large names and scores, the check-in address, labelled results', async () => {
    const kiosk = await (
      await stage.browser.newContext({ viewport: { width: 1920, height: 1080 } })
    ).newPage();
    await kiosk.goto(`${stage.url}/club-night?kiosk=1`);
    await kiosk.waitForURL(/\/club-night\/kiosk$/);
    const board = (await (await fetch(`${stage.url}/api/club-night`)).json()) as BoardAnswer;
    const other = board.tables.find((row) => !row.game.players.some((p) => p.id === memberId))!;
    const card = kiosk.getByRole('article', { name: `Table ${other.table}` });
    await card.getByText('30,800').waitFor();
    expect(await kiosk.getByRole('navigation').count()).toBe(0);
    // Every name and score on a table: 36 px or more, read from across the room.
    const sizes = await card.getByTestId('table-seat').evaluateAll((rows) =>
      rows.flatMap((row) =>
        Array.from(row.querySelectorAll('*'))
          .filter(
            (el) =>
              el.children.length === 0 && el.textContent?.trim() && !el.closest('[aria-label="dealer"]'),
          )
          .map((el) => Number.parseFloat(getComputedStyle(el).fontSize)),
      ),
    );
    expect(sizes.length).toBeGreaterThanOrEqual(12);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(36);
    const address = new URL(stage.url).host;
    expect(await kiosk.getByTestId('check-in-address').textContent()).toBe(`${address}/checkin`);

    // A yakuman off the dealer busts them: the table's result appears, labelled with its round and kind.
    const recorder = others.get(other.game.players[0]!.id)!;
    const current = (await (await fetch(`${stage.url}/api/games/jp/${other.game.id}`)).json()) as {
      version: number;
    };
    const answer = await recorder.request('POST', `/api/games/jp/${other.game.id}/rounds`, {
      expectedVersion: current.version,
      riichis: [],
      tenpais: [],
      transactions: [{ transactionType: 'DEAL_IN', winner: 1, loser: 0, hand: { han: 13, fu: 30, dora: 0 } }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const result = kiosk.getByRole('listitem', { name: `Result of table ${other.table}` });
    await result.getByText(`Round 1 · Table ${other.table}`).waitFor();
    const kind = other.game.type === 'RANKED' ? 'Riichi Ranked' : 'Riichi Casual';
    expect(await result.getByTestId('result-kind').textContent()).toBe(kind);
    await screenshot(kiosk, 'club-night-kiosk');
    expect(await seriousViolations(kiosk)).toEqual([]);
  });
});
