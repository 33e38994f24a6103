import type { GameView, Player } from '@mahjong/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEALER_RON, player, riichiGame } from '../../../test/game-fixtures.ts';
import { renderAt } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import GamePage from '../pages/GamePage.tsx';

vi.mock('../../../lib/socket.ts', () => import('../../../test/fake-socket.ts'));

afterEach(() => vi.unstubAllGlobals());

const routes = [{ path: '/games/:variant/:id', element: <GamePage /> }];

const withChombo = riichiGame([DEALER_RON], {
  version: 4,
  chombos: [
    { id: 9, playerId: 12, reason: 'Called ron on the wrong tile', createdAt: '2026-03-01T12:00:00.000Z' },
  ],
});

function serve(me: Player | null, game: GameView = withChombo) {
  let current = game;
  return stubApi((call) => {
    if (call.path === '/players/current') return me ? { body: me } : { status: 401, body: {} };
    if (call.method === 'GET' && call.path === `/games/jp/${game.id}`) return { body: current };
    if (call.method === 'DELETE' && call.path === `/games/jp/${game.id}/chombos/9`) {
      current = { ...current, chombos: [], version: current.version + 1 };
      return { body: current };
    }
    return undefined;
  });
}

describe('the chombos of a game', () => {
  it.each([
    ['a visitor', null],
    ['a player', player()],
  ])('are listed for %s, without a way to remove them', async (_who, me) => {
    serve(me);
    renderAt(routes, `/games/jp/${withChombo.id}`);
    const section = await screen.findByRole('region', { name: 'Chombos' });
    expect(within(section).getByText(/bob: Called ron on the wrong tile/)).toBeTruthy();
    expect(within(section).queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('can be removed by an admin, with a reason, on the version shown', async () => {
    const calls = serve(player({ admin: true }));
    renderAt(routes, `/games/jp/${withChombo.id}`);
    // The list shows at once; its remove buttons come with the admin's code.
    expect(await screen.findByRole('region', { name: 'Chombos' })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove the chombo against bob' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove the chombo against bob?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Why is it removed/ }), 'Not a chombo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove chombo' }));
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Chombos' })).toBeNull());
    expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({
      path: `/games/jp/${withChombo.id}/chombos/9`,
      body: { expectedVersion: 4, reason: 'Not a chombo' },
    });
  });
});
