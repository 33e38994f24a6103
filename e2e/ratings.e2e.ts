import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './support/api-client.ts';
import { seriousViolations } from './support/axe.ts';
import { screenshot } from './support/browser.ts';
import { PASSWORD } from './support/registration.ts';
import { useStage } from './support/stage.ts';
import { tapChip } from './support/tap-entry.ts';

const ADMIN = 'admin_r';

async function callApi<T>(page: Page, method: string, url: string, data?: unknown): Promise<T> {
  const answer = await page.request.fetch(url, { method, ...(data === undefined ? {} : { data }) });
  expect(answer.ok(), `${method} ${url}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

describe('rating changes of a finished game, and an admin correcting it, in Chromium', () => {
  const stage = useStage({ ADMIN_USERNAMES: ADMIN });
  beforeAll(async () => {
    await new ApiClient(stage.url).register(ADMIN);
  });

  it.each([
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 900 }],
  ])(
    'on a %s: explains each change, previews the correction, and sends it once confirmed',
    async (name, viewport) => {
      const context = await stage.contextForTest({ viewport });
      const page = await context.newPage();
      await callApi(page, 'POST', `${stage.url}/api/login`, { username: ADMIN, password: PASSWORD });
      const seats: number[] = [];
      for (const who of ['ann', 'ben', 'cat', 'dan'])
        seats.push(await new ApiClient(stage.url).register(`${who}_${name}`));

      // A Hong Kong casual game that ends after two 13-point self-draws by seat 2.
      const game = await callApi<{ id: number; version: number }>(page, 'POST', `${stage.url}/api/games`, {
        variant: 'hk',
        type: 'CASUAL',
        players: seats,
      });
      let version = game.version;
      for (const _hand of [1, 2]) {
        const played = await callApi<{ version: number }>(
          page,
          'POST',
          `${stage.url}/api/games/hk/${game.id}/rounds`,
          {
            expectedVersion: version,
            transactions: [{ transactionType: 'SELF_DRAW', winner: 2, hand: { points: 13 } }],
          },
        );
        version = played.version;
      }

      await page.goto(`${stage.url}/games/hk/${game.id}`);
      const explained = page.getByRole('region', { name: 'How the ratings changed' });
      await explained.waitFor();
      const lines = await explained.getByRole('listitem').allTextContents();
      expect(lines).toHaveLength(4);
      expect(lines[2]).toMatch(
        new RegExp(
          `^cat_${name} \\+\\d+\\.\\d — expected about 2\\.5th, placed 1st: \\+20\\.0; score \\+[\\d,]+: \\+\\d+\\.\\d$`,
        ),
      );
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Correct: undo last hand' }).click();
      const preview = page.getByRole('region', { name: 'What this correction changes' });
      await preview.waitFor();
      expect(await preview.textContent()).toContain('The game reopens');
      const shifts = await preview.getByRole('listitem').allTextContents();
      expect(shifts).toHaveLength(4);
      for (const shift of shifts) expect(shift).toMatch(/\(all time\): \d{4}\.\d → 1500\.0/);
      await screenshot(page, `ratings-correction-preview-${name}`);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Yes, correct it' }).click();
      await page.getByText('In progress', { exact: true }).waitFor();
      const stored = await callApi<{ status: string; rounds: unknown[] }>(
        page,
        'GET',
        `${stage.url}/api/games/hk/${game.id}`,
      );
      expect(stored).toMatchObject({ status: 'IN_PROGRESS' });
      expect(stored.rounds).toHaveLength(1);
    },
  );
  it('on a phone: an admin corrects a hand in the middle of an ended ranked game, ratings before → after', async () => {
    const context = await stage.contextForTest({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const admin = await callApi<{ id: number }>(page, 'POST', `${stage.url}/api/login`, {
      username: ADMIN,
      password: PASSWORD,
    });
    const names = ['amy_rk', 'bo_rk', 'cy_rk', 'di_rk'];
    const seats: number[] = [];
    for (const who of names) seats.push(await new ApiClient(stage.url).register(who));
    for (const id of [admin.id, ...seats]) {
      await callApi(page, 'PATCH', `${stage.url}/api/admin/players/${id}`, { hongKongQualified: true });
    }

    // A ranked Hong Kong game of three hands: cy self-draws 13, bo wins 3 off amy, cy self-draws 13 (amy < 0).
    const game = await callApi<{ id: number; version: number }>(page, 'POST', `${stage.url}/api/games`, {
      variant: 'hk',
      type: 'RANKED',
      players: seats,
    });
    let played = { version: game.version, status: 'IN_PROGRESS' };
    for (const transaction of [
      { transactionType: 'SELF_DRAW', winner: 2, hand: { points: 13 } },
      { transactionType: 'DEAL_IN', winner: 1, loser: 0, hand: { points: 3 } },
      { transactionType: 'SELF_DRAW', winner: 2, hand: { points: 13 } },
    ]) {
      played = await callApi(page, 'POST', `${stage.url}/api/games/hk/${game.id}/rounds`, {
        expectedVersion: played.version,
        transactions: [transaction],
      });
    }
    expect(played.status).toBe('FINISHED');

    // The middle hand was worth 8 points, not 3.
    await page.goto(`${stage.url}/games/hk/${game.id}`);
    await page.getByRole('button', { name: 'Correct East 2', exact: true }).click();
    await page.getByRole('heading', { name: 'Correct East 2' }).waitFor();
    await tapChip(page, 'Points', '8');
    expect(await page.getByTestId('correction-preview').textContent()).toContain('bo_rk 402 → 558');
    await page.getByRole('button', { name: 'See what this changes' }).click();
    const confirm = page.getByRole('group', { name: 'Confirm the correction' });
    const preview = confirm.getByRole('region', { name: 'What this correction changes' });
    await preview.waitFor();
    const lines = await preview.getByRole('listitem').allTextContents();
    expect(lines.slice(0, 4)).toEqual(['amy_rk: -210', 'bo_rk: 174', 'cy_rk: 3,054', 'di_rk: -18']);
    const ratings = new Map<string, { before: string; after: string }>();
    for (const line of lines.slice(4)) {
      const shift = /^(\w+) \(all time\): (\d{4}\.\d) → (\d{4}\.\d) \([+-]?\d+\.\d\)$/.exec(line);
      expect(shift, line).not.toBeNull();
      ratings.set(shift![1]!, { before: shift![2]!, after: shift![3]! });
    }
    // amy loses 156 more points and bo wins them: their ratings move, in opposite directions.
    expect(Number(ratings.get('amy_rk')?.after)).toBeLessThan(Number(ratings.get('amy_rk')?.before));
    expect(Number(ratings.get('bo_rk')?.after)).toBeGreaterThan(Number(ratings.get('bo_rk')?.before));
    expect([...ratings.keys()].sort()).toEqual(names);
    await screenshot(page, 'ratings-hand-correction-phone');
    expect(await seriousViolations(page)).toEqual([]);

    await confirm.getByRole('button', { name: 'Yes, correct it' }).click();
    await page.getByText('Corrected East 2.').waitFor();
    const results = page.getByRole('table', { name: 'Final results' });
    await expect.poll(async () => results.textContent()).toContain('-210');
    const stored = await callApi<{ rounds: { transactions: { hand?: { points: number } }[] }[] }>(
      page,
      'GET',
      `${stage.url}/api/games/hk/${game.id}`,
    );
    expect(stored.rounds[1]?.transactions[0]?.hand).toEqual({ points: 8 });

    await page.goto(`${stage.url}/leaderboard/hk`);
    const board = page.getByRole('table', { name: 'Hong Kong Ranked Leaderboard' });
    for (const [username, { after }] of ratings) {
      const row = board.getByRole('row').filter({ hasText: username });
      await expect.poll(async () => row.textContent()).toContain(after);
    }
  });
});
