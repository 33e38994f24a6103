/** A club night for tests: an app whose clock the test moves, and players checked in through the API. */
import type { SeatingProposal } from '@mahjong/shared';
import type { TestApp } from './app.ts';
import { createTestPlayer, type TestPlayer } from './players.ts';

/** A clock that stands still until the test moves it (no sleeps). */
export function testClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

export const HOUR = 3_600_000;

/** `count` new players, each checked in by themselves. */
export async function checkInPlayers(
  t: TestApp,
  count: number,
  options: { japaneseQualified?: boolean; hongKongQualified?: boolean } = {},
): Promise<TestPlayer[]> {
  const players: TestPlayer[] = [];
  for (let i = 0; i < count; i += 1) {
    const player = await createTestPlayer(t.app.db, options);
    const response = await t.app.inject({ method: 'POST', url: '/api/checkins', headers: player.headers });
    if (response.statusCode !== 201) throw new Error(`could not check in: ${response.body}`);
    players.push(player);
  }
  return players;
}

export async function proposeSeating(
  t: TestApp,
  headers: Record<string, string>,
  body: { variant?: string; type?: string; method?: string } = {},
): Promise<SeatingProposal> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/seatings',
    headers,
    payload: { variant: 'jp', type: 'CASUAL', method: 'random', ...body },
  });
  if (response.statusCode !== 201) throw new Error(`could not seat a round: ${response.body}`);
  return response.json();
}

export async function confirmSeating(t: TestApp, headers: Record<string, string>, id: number) {
  const response = await t.app.inject({ method: 'POST', url: `/api/seatings/${id}/confirm`, headers });
  if (response.statusCode !== 201) throw new Error(`could not confirm the seating: ${response.body}`);
  return response.json() as { tables: Array<{ table: number; gameId: number; type: string }> };
}
