import type { GameView } from '@mahjong/shared';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { riichiGame } from '../../../test/game-fixtures.ts';
import { renderAt } from '../../../test/render.tsx';
import { GameTournamentPlace } from './GameTournamentPlace.tsx';

const place = { id: 5, name: 'Winter Open', session: 2, table: 3 };
const now = Date.parse('2026-11-28T10:00:00.000Z');
const inTen = () => new Date(now + 10 * 60_000).toISOString();

// The page's clock reads the device's time: held still here, so the time left is known.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => {
  vi.useRealTimers();
});

function show(tournament: GameView['tournament']) {
  const game = riichiGame([], { tournament });
  renderAt([{ path: '/', element: <GameTournamentPlace game={game} /> }], '/');
}

describe("a tournament game's place and clock", () => {
  it('names the tournament, session and table, with the time the table has left', async () => {
    show({ ...place, endsAt: inTen(), lastHand: false });
    const link = await screen.findByRole('link', { name: 'Winter Open · session 2, table 3' });
    expect(link.getAttribute('href')).toBe('/tournaments/5');
    expect(screen.getByRole('timer').textContent).toBe('10:00');
    expect(screen.queryByText('Time is up: last hand')).toBeNull();
  });

  it('says "last hand" in words once the time is up', async () => {
    show({ ...place, endsAt: new Date(now - 1000).toISOString(), lastHand: true });
    expect(await screen.findByText('Time is up: last hand')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('says the clock is paused', async () => {
    show({ ...place, endsAt: null, lastHand: false });
    expect(await screen.findByText('The clock is paused')).toBeTruthy();
  });
});
