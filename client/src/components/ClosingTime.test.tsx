import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCurrentPlayer } from '../api/current-player.ts';
import { aPlayer, renderAt } from '../test/render.tsx';
import { stubApi } from '../test/stub-api.ts';
import { ClosingTime } from './ClosingTime.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Shows the signed-in player once known: ClosingTime has the same answer in the same render. */
function Who() {
  const { player } = useCurrentPlayer();
  return player ? <p>Signed in as {player.username}</p> : null;
}

const inPlay = { variant: 'jp', id: 31, version: 5, status: 'IN_PROGRESS', roundsPlayed: 4 } as const;

function renderClosingTime(admin: boolean, props: { roundsPlayed?: number } = {}) {
  const calls = stubApi((call) => {
    if (call.path === '/players/current') return { body: aPlayer({ admin }) };
    if (call.method === 'POST' && call.path === '/games/jp/31/end?expectedVersion=5')
      return { body: { id: 31 } };
    if (call.method === 'DELETE' && call.path === '/games/jp/31?expectedVersion=5') return { status: 204 };
    return undefined;
  });
  const router = renderAt(
    [
      {
        path: '/games/jp/31',
        element: (
          <>
            <Who />
            <ClosingTime {...inPlay} {...props} leaveTo="/games/current/jp" />
          </>
        ),
      },
      { path: '/games/current/jp', element: <p>The live list</p> },
    ],
    '/games/jp/31',
  );
  return { calls, router };
}

describe('closing time', () => {
  it('offers nothing to a player who is not an admin', async () => {
    renderClosingTime(false);
    await screen.findByText('Signed in as alice');
    expect(screen.queryByRole('button', { name: 'Delete game' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'End game early' })).toBeNull();
  });

  it('ends a game early once the admin has read that it counts with the scores as they stand', async () => {
    const { calls } = renderClosingTime(true);
    fireEvent.click(await screen.findByRole('button', { name: 'End game early' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End game #31 early?' });
    expect(dialog.textContent).toContain('counts with the scores as they stand');
    expect(dialog.textContent).toContain('ratings change');
    expect(calls.some((call) => call.path.includes('/end'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'End the game' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/games/jp/31/end?expectedVersion=5',
    ]);
  });

  it('deletes a game after saying the ratings are recomputed without it, then leaves the page', async () => {
    const { calls, router } = renderClosingTime(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete game' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete game #31?' });
    expect(dialog.textContent).toContain('all its hands are removed');
    expect(dialog.textContent).toContain('ratings are recomputed without it');
    fireEvent.click(screen.getByRole('button', { name: 'Delete the game' }));
    await screen.findByText('The live list');
    expect(router.state.location.pathname).toBe('/games/current/jp');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/games/jp/31?expectedVersion=5',
    ]);
  });

  it('offers no early end for a game without a hand, nor for one that has ended', async () => {
    renderClosingTime(true, { roundsPlayed: 0 });
    await screen.findByRole('button', { name: 'Delete game' });
    expect(screen.queryByRole('button', { name: 'End game early' })).toBeNull();
  });

  it('keeps the dialog open with the reason when the server refuses', async () => {
    stubApi((call) => {
      if (call.path === '/players/current') return { body: aPlayer({ admin: true }) };
      return {
        status: 409,
        body: { error: { code: 'VERSION_CONFLICT', message: 'changed', params: { currentVersion: 6 } } },
      };
    });
    renderAt([{ path: '/', element: <ClosingTime {...inPlay} /> }], '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete game' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the game' }));
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});
