import type { CorrectionPreview, GameView, Player } from '@mahjong/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endedRiichiGame, player } from '../../../test/game-fixtures.ts';
import { renderAt } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { routes } from '../test-support.tsx';

vi.mock('../../../lib/socket.ts', () => import('../../../test/fake-socket.ts'));

afterEach(() => vi.unstubAllGlobals());

const ended = endedRiichiGame();

const preview: CorrectionPreview = {
  dryRun: true,
  status: 'IN_PROGRESS',
  finalScores: null,
  ratings: [
    { playerId: 11, username: 'alice', seasonId: null, before: 1523.75, after: 1500 },
    { playerId: 12, username: 'bob', seasonId: null, before: 1465.25, after: 1500 },
    { playerId: 20, username: 'erin', seasonId: null, before: 1512.3, after: 1509.9 },
  ],
};

function serve(me: Player) {
  const reopened: GameView = { ...ended, status: 'IN_PROGRESS', version: ended.version + 1 };
  return stubApi((call) => {
    if (call.path === '/players/current') return { body: me };
    if (call.method === 'GET' && call.path === '/games/jp/7') return { body: ended };
    if (
      call.method === 'DELETE' &&
      call.path === `/games/jp/7/rounds/last?expectedVersion=${ended.version}&dryRun=true`
    ) {
      return { body: preview };
    }
    if (
      call.method === 'DELETE' &&
      call.path === `/games/jp/7/rounds/last?expectedVersion=${ended.version}`
    ) {
      return { body: reopened };
    }
    return undefined;
  });
}

describe('correcting an ended game', { timeout: 30_000 }, () => {
  it('shows an admin what the correction changes, and sends it only once confirmed', async () => {
    const calls = serve(player({ id: 99, admin: true }));
    renderAt(routes, '/games/jp/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Correct: undo last hand' }));
    const shown = await screen.findByRole('region', { name: 'What this correction changes' });
    expect(within(shown).getByText(/The game reopens/)).toBeTruthy();
    const lines = within(shown)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      'alice (all time): 1523.8 → 1500.0 (-23.8)',
      'bob (all time): 1465.3 → 1500.0 (+34.8)',
      'erin (all time): 1512.3 → 1509.9 (-2.4)',
    ]);
    const deletes = () => calls.filter((call) => call.method === 'DELETE').map((call) => call.path);
    expect(deletes()).toEqual([`/games/jp/7/rounds/last?expectedVersion=${ended.version}&dryRun=true`]);

    await userEvent.click(screen.getByRole('button', { name: 'Yes, correct it' }));
    await waitFor(() =>
      expect(deletes()).toEqual([
        `/games/jp/7/rounds/last?expectedVersion=${ended.version}&dryRun=true`,
        `/games/jp/7/rounds/last?expectedVersion=${ended.version}`,
      ]),
    );
  });

  it('lists the final scores a correction that keeps the game ended would leave', async () => {
    const stillEnded: CorrectionPreview = {
      ...preview,
      status: 'FINISHED',
      finalScores: [30000, 22000, 20000, 28000],
    };
    stubApi((call) => {
      if (call.path === '/players/current') return { body: player({ id: 99, admin: true }) };
      if (call.method === 'GET' && call.path === '/games/jp/7') return { body: ended };
      if (call.method === 'DELETE') return { body: stillEnded };
      return undefined;
    });
    renderAt(routes, '/games/jp/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Correct: undo last hand' }));
    const shown = await screen.findByRole('region', { name: 'What this correction changes' });
    expect(within(shown).getByText('Final scores after the correction')).toBeTruthy();
    expect(within(shown).getByText('alice: 30,000')).toBeTruthy();
    expect(within(shown).getByText('dave: 28,000')).toBeTruthy();
  });

  it('cancels without sending the correction', async () => {
    const calls = serve(player({ id: 99, admin: true }));
    renderAt(routes, '/games/jp/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Correct: undo last hand' }));
    await screen.findByRole('region', { name: 'What this correction changes' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Correct: undo last hand' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('tells the recorder that an admin can correct it, offering no correction', async () => {
    serve(player());
    renderAt(routes, '/games/jp/7');
    expect(await screen.findByText(/an admin can correct it/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Correct: undo last hand' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Undo last hand' })).toBeNull();
  });
});
