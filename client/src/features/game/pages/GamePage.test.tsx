import type { GameView } from '@mahjong/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { socketFor } from '../../../test/fake-socket.ts';
import { DEALER_RON, DOUBLE_RON, endedRiichiGame, riichiGame } from '../../../test/game-fixtures.ts';
import { renderAt } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import GameNotFoundPage from './GameNotFoundPage.tsx';
import GamePage from './GamePage.tsx';

vi.mock('../../../lib/socket.ts', () => import('../../../test/fake-socket.ts'));

afterEach(() => vi.unstubAllGlobals());

const routes = [
  { path: '/games/:variant/:id', element: <GamePage /> },
  { path: '/games/not-found', element: <GameNotFoundPage /> },
];

function serve(game: GameView | null) {
  return stubApi((call) => {
    if (call.path === '/players/current') return { status: 401, body: {} };
    if (game && call.path === `/games/${game.variant}/${game.id}`) return { body: game };
    if (call.path.startsWith('/games/')) {
      return { status: 404, body: { error: { code: 'GAME_NOT_FOUND', message: 'No such game' } } };
    }
    return undefined;
  });
}

describe('game page', () => {
  it.each(['/games/jp/404', '/games/xx/7', '/games/jp/seven', '/games/hk/0'])(
    'sends %s to Game Not Found, replacing the entry',
    async (path) => {
      serve(null);
      const router = renderAt(routes, path);
      expect(await screen.findByRole('heading', { name: 'Game Not Found' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/games/not-found');
      expect(router.state.historyAction).toBe('REPLACE');
      expect(document.title).toBe('Game Not Found');
    },
  );

  it('shows the table: seats around it with winds and the dealer, round, honba and sticks in the middle', async () => {
    serve(
      riichiGame([
        DEALER_RON,
        { ...DEALER_RON, riichis: [1, 2], transactions: [{ transactionType: 'DECK_OUT' }], tenpais: [1, 2] },
      ]),
    );
    renderAt(routes, '/games/jp/7');
    const table = await screen.findByRole('region', { name: 'The table' });
    expect(within(table).getByTestId('table-round').textContent).toBe('東二局 2本場');
    expect(within(table).getByText('Honba 2')).toBeTruthy();
    expect(within(table).getByText('Sticks 2')).toBeTruthy();
    // East 2: bob (seat 1) deals and sits East; the winds follow him round the table (regression:
    // the starting winds were shown all game long).
    const seat = (n: number) => within(table).getByTestId(`seat-${n}`);
    expect(seat(1).textContent).toContain('East Dealer');
    expect(seat(2).textContent).toContain('South');
    expect(seat(0).textContent).toContain('North');
    expect(seat(0).textContent).not.toContain('Dealer');
    // Each name opens the player's page.
    expect(within(seat(1)).getByRole('link', { name: 'bob' }).getAttribute('href')).toBe('/players/bob');
    // A visitor sees seat 0 at the bottom, the next seat in turn on the right.
    expect(seat(0).closest('[data-position]')?.getAttribute('data-position')).toBe('bottom');
    expect(seat(1).closest('[data-position]')?.getAttribute('data-position')).toBe('right');
    expect(seat(2).closest('[data-position]')?.getAttribute('data-position')).toBe('top');
  });

  it('shows the point gaps to the others when a score is tapped', async () => {
    serve(riichiGame([DEALER_RON]));
    renderAt(routes, '/games/jp/7');
    const table = await screen.findByRole('region', { name: 'The table' });
    // alice 30,800, bob 19,200, carol and dave 25,000.
    within(table).getByRole('button', { name: 'bob: 19,200 points' }).click();
    expect((await within(table).findByTestId('gap-0')).textContent).toBe('+11,600');
    expect(within(table).getByTestId('gap-2').textContent).toBe('+5,800');
    expect(within(table).queryByTestId('gap-1')).toBeNull();
    expect(within(table).getByText('Gaps to bob')).toBeTruthy();
  });

  it('warns when the hands list is flagged', async () => {
    serve(riichiGame([DEALER_RON], { flagged: true }));
    renderAt(routes, '/games/jp/7');
    expect(await screen.findByText('These hands look inconsistent')).toBeTruthy();
  });

  it('shows placements, final scores and rating changes once finished', async () => {
    serve(endedRiichiGame());
    renderAt(routes, '/games/jp/7');
    const results = await screen.findByRole('table', { name: 'Final results' });
    const rows = within(results)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent));
    expect(rows).toEqual([
      ['1', 'alice', '33,700', '+23.8'],
      ['2', 'dave', '26,600', '+11.5'],
      ['3', 'carol', '20,500', '-0.5'],
      ['4', 'bob', '19,200', '-34.8'],
    ]);
    expect(within(results).getByRole('link', { name: 'dave' }).getAttribute('href')).toBe('/players/dave');
    expect(screen.getByText('End of Game')).toBeTruthy();
    expect(screen.getByTestId('table-round').textContent).toBe('Game ended');
    expect(screen.getByText('Finished')).toBeTruthy();
  });

  it('explains each rating change in words', async () => {
    const change = (playerId: number, delta: number, placePoints: number, scorePart: number) => ({
      playerId,
      before: 1500,
      after: 1500 + delta,
      delta,
      placePoints,
      expectedPlacePoints: 0,
      scorePart,
      centring: 0,
    });
    serve(
      riichiGame([DEALER_RON, DOUBLE_RON], {
        status: 'FINISHED',
        currentRound: null,
        finalScores: [45000, 30000, 20000, 5000],
        placements: [1, 2, 3, 4],
        eloDeltas: { '11': 23.75, '12': 11.5, '13': -0.5, '14': -34.75 },
        ratingChanges: [
          change(11, 23.75, 20, 3.75),
          change(12, 11.5, 10, 1.5),
          change(13, -0.5, 0, -0.5),
          change(14, -34.75, -30, -4.75),
        ],
        endedAt: '2026-03-01T20:00:00.000Z',
      }),
    );
    renderAt(routes, '/games/jp/7');
    const section = await screen.findByRole('region', { name: 'How the ratings changed' });
    const lines = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines[0]).toBe('alice +23.8 — expected about 2.5th, placed 1st: +20.0; score +20,000: +3.8');
    expect(lines[3]).toBe('dave -34.8 — expected about 2.5th, placed 4th: -30.0; score -20,000: -4.8');
  });

  it('shows each hand a spectator receives live, in version order, with the connection and watchers', {
    timeout: 30_000,
  }, async () => {
    serve(riichiGame([]));
    renderAt(routes, '/games/jp/7');
    await screen.findByRole('table', { name: 'Hands' });
    const socket = socketFor('/games/jp/7');
    expect(screen.getByText('Connecting…')).toBeTruthy();
    socket.receive('connect');
    socket.receive('game:snapshot', { version: 1, game: riichiGame([]) });
    socket.receive('game:spectators', { gameId: 7, count: 3 });
    expect(screen.getByText('Live')).toBeTruthy();
    // Messages are read once the contract's code has loaded, still in the order they came.
    expect(await screen.findByText('3 watching')).toBeTruthy();

    const after = riichiGame([DEALER_RON, DOUBLE_RON]);
    const added = (index: number) => ({
      gameId: 7,
      version: 2 + index,
      round: after.rounds[index],
      currentRound: riichiGame([DEALER_RON, DOUBLE_RON].slice(0, index + 1)).currentRound,
      totals: after.rounds[index]?.totals,
      flagged: false,
    });
    socket.receive('round:added', added(0));
    socket.receive('round:added', added(0)); // a duplicate changes nothing
    const rows = () => within(screen.getByRole('table', { name: 'Hands' })).getAllByRole('row');
    await waitFor(() => expect(rows().map((row) => row.textContent)).toContain('Now playing: 東一局 1本場'));
    // Header, the hand (its label row and its seats row), now playing, the totals (label and numbers).
    expect(rows()).toHaveLength(6);
    expect(rows().at(-1)?.textContent).toBe('30,80019,20025,00025,000');

    socket.receive('round:added', { ...added(1), version: 9 }); // a gap: ask for the whole game
    await waitFor(() => expect(socket.sent).toEqual(['game:resync']));
    socket.receive('game:snapshot', { version: 9, game: { ...after, version: 9 } });
    await waitFor(() => expect(rows().map((row) => row.textContent)).toContain('Now playing: 東一局 2本場'));

    socket.receive('disconnect');
    expect(screen.getByText('Reconnecting…')).toBeTruthy();
  });
});
