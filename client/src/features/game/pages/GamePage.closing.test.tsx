import type { GameView } from '@mahjong/shared';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { socketFor } from '../../../test/fake-socket.ts';
import { DEALER_RON, riichiGame } from '../../../test/game-fixtures.ts';
import { aPlayer, renderAt } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import GameNotFoundPage from './GameNotFoundPage.tsx';
import GamePage from './GamePage.tsx';

vi.mock('../../../lib/socket.ts', () => import('../../../test/fake-socket.ts'));

afterEach(() => vi.unstubAllGlobals());

const routes = [
  { path: '/games/:variant/:id', element: <GamePage /> },
  { path: '/games/not-found', element: <GameNotFoundPage /> },
  { path: '/games/current/jp', element: <p>The live list</p> },
];

/** The game until an admin deletes it; then the server finds nothing. */
function serve(game: GameView, admin: boolean) {
  let deleted = false;
  stubApi((call) => {
    if (call.path === '/players/current') return { body: aPlayer({ admin }) };
    if (!deleted && call.path === `/games/jp/${game.id}`) return { body: game };
    if (call.method === 'DELETE' && call.path === `/games/jp/${game.id}?expectedVersion=${game.version}`) {
      deleted = true;
      return { status: 204 };
    }
    if (call.path.startsWith('/games/')) {
      return { status: 404, body: { error: { code: 'GAME_NOT_FOUND', message: 'No such game' } } };
    }
    return undefined;
  });
  return () => {
    deleted = true;
  };
}

describe('game page: closing time', () => {
  it('shows an admin the buttons to end the game early and to delete it', async () => {
    serve(riichiGame([DEALER_RON]), true);
    renderAt(routes, '/games/jp/7');
    await screen.findByRole('button', { name: 'End game early' });
    expect(screen.getByRole('button', { name: 'Delete game' })).toBeTruthy();
  });

  it('takes a spectator to Game Not Found when an admin deletes the game', async () => {
    const remove = serve(riichiGame([DEALER_RON]), false);
    const router = renderAt(routes, '/games/jp/7');
    await screen.findByRole('region', { name: 'The table' });
    expect(screen.queryByRole('button', { name: 'Delete game' })).toBeNull();
    remove();
    socketFor('/games/jp/7').receive('game:deleted', { gameId: 7, version: 2 });
    await screen.findByRole('heading', { name: 'Game Not Found' });
    expect(router.state.location.pathname).toBe('/games/not-found');
  });

  it('takes the admin to the live list once they delete the game, even when its socket told the page first', async () => {
    serve(riichiGame([DEALER_RON]), true);
    const router = renderAt(routes, '/games/jp/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete game' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the game' }));
    socketFor('/games/jp/7').receive('game:deleted', { gameId: 7, version: 2 });
    await screen.findByText('The live list');
    expect(router.state.location.pathname).toBe('/games/current/jp');
  });
});
