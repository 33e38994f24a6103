import { type HongKongRoundInput, hongKongPreset, playHongKongGame, roundLabel } from '@mahjong/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { registerElsewhere, registerPlayer } from './support/registration.ts';
import { TOUCH_PHONE, useStage } from './support/stage.ts';
import { previewOf, recordHand, tapChip, tapResult, tapSeat } from './support/tap-entry.ts';

async function pickPlayer(page: Page, wind: string, username: string) {
  const input = page.getByRole('combobox', { name: wind });
  await input.click();
  await input.fill(username.slice(0, 3));
  await page.getByRole('option', { name: username }).click();
}

interface StoredGame {
  status: string;
  rules: { id: string; changed: string[] };
  rounds: Array<{ scoreDeltas: number[]; transactions: Array<{ transactionType: string; winner?: number }> }>;
  totals: number[];
}

async function storedGame(page: Page, url: string): Promise<StoredGame> {
  return (await (await page.request.get(url)).json()) as StoredGame;
}

describe('rule sets on a phone', () => {
  const stage = useStage();

  it('starts a WRC game from the form, scores a kiriage mangan and lets only the head-bump winner win', async () => {
    const [ALICE, BOB, CAROL, DAVE] = ['alice_w', 'bob_w', 'carol_w', 'dave_w'] as const;
    for (const username of [BOB, CAROL, DAVE]) await registerElsewhere(stage.url, username);
    const context = await stage.contextForTest(TOUCH_PHONE);
    const page = await context.newPage();
    await registerPlayer(page.request, stage.url, ALICE);

    await page.goto(`${stage.url}/games/create/jp/casual`);
    await page.getByRole('heading', { name: 'Record a Riichi Casual game' }).waitFor();
    await pickPlayer(page, 'East', ALICE);
    await pickPlayer(page, 'South', BOB);
    await pickPlayer(page, 'West', CAROL);
    await pickPlayer(page, 'North', DAVE);
    await page.getByRole('combobox', { name: 'Rules', exact: true }).selectOption('wrc');
    const summary = page.getByTestId('ruleset-summary');
    await expect.poll(() => summary.textContent()).toContain('kiriage mangan');
    expect(await summary.textContent()).toContain('head bump');

    // Every switch of WRC, each with its control; one that contradicts head bump is refused in words.
    await page.getByRole('button', { name: 'Adjust rules' }).click();
    const rules = page.getByRole('group', { name: 'Every rule of this rule set' });
    expect(await rules.getByRole('checkbox', { name: /^Kiriage mangan/ }).isChecked()).toBe(true);
    expect(await rules.getByRole('textbox', { name: /^Starting points/ }).inputValue()).toBe('30000');
    const bonus = rules.getByRole('combobox', { name: /^Honba and sticks on a multiple ron/ });
    await bonus.selectOption('split');
    await page
      .getByText('Under head bump only one ron wins, so the honba cannot be split between winners.')
      .waitFor();
    await page.getByRole('button', { name: /^Adjust rules \(1 changed\)/ }).waitFor();
    await bonus.selectOption('first');
    await page.getByRole('button', { name: 'Adjust rules', exact: true }).waitFor();
    expect(await page.getByTestId('rules-problem').count()).toBe(0);
    await screenshot(page, 'rule-sets-wrc-form');
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.waitForURL(/\/games\/jp\/\d+$/);
    const gameUrl = `${stage.url}/api${new URL(page.url()).pathname}`;
    await page.getByRole('heading', { name: 'Record 東一局 0本場' }).waitFor();
    expect((await storedGame(page, gameUrl)).rules).toMatchObject({ id: 'wrc', changed: [] });

    // East 1: bob (not the dealer) rons carol for 4 han 30 fu: a mangan under kiriage, 8,000 (club: 7,700).
    await tapResult(page, 'Ron');
    await tapSeat(page, BOB);
    await tapSeat(page, CAROL);
    await tapChip(page, 'Han', '4');
    await tapChip(page, 'Fu', '30');
    await expect.poll(() => previewOf(page, 1)).toBe('+8,000 → 38,000');
    expect(await previewOf(page, 2)).toBe('-8,000 → 22,000');
    await screenshot(page, 'rule-sets-kiriage-preview');
    await recordHand(page, '東一局 0本場');

    // East 2: alice and carol both call ron on dave's discard. Under head bump only alice, the first
    // after dave, wins: no second winner is offered, and she alone is paid.
    await page.getByRole('heading', { name: 'Record 東二局 0本場' }).waitFor();
    await tapResult(page, 'Ron');
    await tapSeat(page, ALICE);
    await tapSeat(page, DAVE);
    await tapChip(page, 'Han', '2');
    await tapChip(page, 'Fu', '30');
    await expect.poll(() => previewOf(page, 0)).toBe('+2,000 → 32,000');
    expect(await page.getByRole('button', { name: 'Another winner (double ron)' }).count()).toBe(0);
    expect(await previewOf(page, 2)).toBe('0 → 22,000');
    expect(await previewOf(page, 3)).toBe('-2,000 → 28,000');
    await recordHand(page, '東二局 0本場');

    const stored = await storedGame(page, gameUrl);
    expect(stored.rounds.map((round) => round.scoreDeltas)).toEqual([
      [0, 8000, -8000, 0],
      [2000, 0, 0, -2000],
    ]);
    expect(stored.rounds[1]?.transactions.map((t) => [t.transactionType, t.winner])).toEqual([
      ['DEAL_IN', 0],
    ]);
    expect(stored.totals).toEqual([32000, 38000, 22000, 28000]);
  });

  it('records a Hong Kong half-gun game by taps to its end, each hand as the engine scores it', async () => {
    const names = ['alice_h', 'bob_h', 'carol_h', 'dave_h'] as const;
    const others = [];
    for (const username of names.slice(1)) others.push(await registerElsewhere(stage.url, username));
    const context = await stage.contextForTest(TOUCH_PHONE);
    const page = await context.newPage();
    const alice = await registerPlayer(page.request, stage.url, names[0]);
    const created = await page.request.post(`${stage.url}/api/games`, {
      data: {
        variant: 'hk',
        type: 'CASUAL',
        ruleset: 'half-gun',
        players: [alice.id, ...others.map((other) => other.id)],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const rules = hongKongPreset('half-gun');
    if (!rules) throw new Error('no half-gun preset');

    await page.goto(`${stage.url}/games/hk/${id}`);
    await page.getByRole('heading', { name: 'Record East 1' }).waitFor();
    const hands: HongKongRoundInput[] = [];
    // Until the game ends: a self-draw first (each pays one share), then wins off dave's discards
    // (dave pays one share, the other two half a share each) until dave is below zero.
    for (let hand = 0; hand < 16; hand += 1) {
      const game = playHongKongGame(hands, rules);
      const round = game.currentRound;
      if (game.ended || round === null) break;
      const winner = [0, 1, 2].find((seat) => seat !== round.roundNumber - 1) ?? 0;
      const winnerName = names[winner] ?? '';
      const input: HongKongRoundInput =
        hand === 0
          ? { transactions: [{ transactionType: 'SELF_DRAW', winner, hand: { points: 6 } }] }
          : { transactions: [{ transactionType: 'DEAL_IN', winner, loser: 3, hand: { points: 10 } }] };
      await page.getByRole('heading', { name: `Record ${roundLabel('hk', round)}` }).waitFor();
      await tapResult(page, hand === 0 ? 'Self-draw' : 'Win off a discard');
      await tapSeat(page, winnerName);
      if (hand !== 0) await tapSeat(page, names[3]);
      await tapChip(page, 'Points', hand === 0 ? '6' : '10');
      const after = playHongKongGame([...hands, input], rules);
      for (const seat of [0, 1, 2, 3]) {
        const delta = (after.totals[seat] ?? 0) - (game.totals[seat] ?? 0);
        const sign = delta > 0 ? '+' : delta < 0 ? '-' : '';
        const total = after.totals[seat] ?? 0;
        await expect
          .poll(() => previewOf(page, seat))
          .toBe(`${sign}${Math.abs(delta).toLocaleString('en-US')} → ${total.toLocaleString('en-US')}`);
      }
      if (hand === 1) {
        // Half gun: the discarder pays one share, the two others half a share each.
        const deltas = after.totals.map((total, seat) => total - (game.totals[seat] ?? 0));
        expect(deltas[3]).toBe(-2 * (deltas[winner === 0 ? 1 : 0] ?? 0));
      }
      hands.push(input);
      await page.getByRole('button', { name: 'Record hand' }).click();
      if (after.ended) await page.getByText('Finished', { exact: true }).waitFor();
      else await page.getByText(`Recorded ${roundLabel('hk', round)}.`).waitFor();
    }
    await screenshot(page, 'rule-sets-half-gun-finished');

    const engine = playHongKongGame(hands, rules);
    expect(engine.ended).toBe(true);
    const stored = await storedGame(page, `${stage.url}/api/games/hk/${id}`);
    expect(stored.status).toBe('FINISHED');
    expect(stored.rules.id).toBe('half-gun');
    expect(stored.rounds).toHaveLength(hands.length);
    expect(stored.totals).toEqual(engine.totals);
    expect(stored.totals[3]).toBeLessThan(0);
  });
});
