import type { CorrectionPreview, GameView, Player } from '@mahjong/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import GameRoute from '../../../app/pages/GameRoute.tsx';
import { DEALER_RON, DOUBLE_RON, player, riichiGame } from '../../../test/game-fixtures.ts';
import { Landing, renderAt } from '../../../test/render.tsx';
import { type ApiCall, stubApi } from '../../../test/stub-api.ts';
import { routes, tapChip } from '../test-support.tsx';

vi.mock('../../../lib/socket.ts', () => import('../../../test/fake-socket.ts'));

afterEach(() => vi.unstubAllGlobals());

const finished: Partial<GameView> = {
  status: 'FINISHED',
  currentRound: null,
  endedAt: '2026-03-01T20:00:00.000Z',
};
const ended = riichiGame([DEALER_RON, DOUBLE_RON, DEALER_RON], finished);
/** The first hand at 4 han instead of 3: alice's ron on bob is worth more. */
const FOUR_HAN = {
  ...DEALER_RON,
  transactions: [{ ...DEALER_RON.transactions[0]!, hand: { han: 4, fu: 30, dora: 0 } }],
};
const corrected = riichiGame([FOUR_HAN, DOUBLE_RON, DEALER_RON], { ...finished, version: ended.version + 1 });
const dryRun: CorrectionPreview = {
  dryRun: true,
  status: 'FINISHED',
  finalScores: [42600, 7400, 21500, 28500],
  ratings: [
    { playerId: 11, username: 'alice', seasonId: null, before: 1523.75, after: 1530 },
    { playerId: 12, username: 'bob', seasonId: null, before: 1465.25, after: 1458.5 },
  ],
};
const FIRST_HAND = 'Correct 東一局 0本場';
const admin = player({ id: 99, username: 'root', admin: true });

/** Plays the server for the ended game; `onCorrect` answers the real PUT (the dry run has its own). */
function serve(
  me: Player,
  onCorrect: (call: ApiCall) => { status: number; body: unknown } = () => ({ status: 200, body: corrected }),
) {
  const state: { game: GameView; dryRun: { status: number; body: unknown } } = {
    game: ended,
    dryRun: { status: 200, body: dryRun },
  };
  const calls = stubApi((call) => {
    if (call.path === '/players/current') return { body: me };
    if (call.method === 'GET' && call.path === '/games/jp/7') return { body: state.game };
    if (call.method === 'PUT' && call.path === '/games/jp/7/rounds/0?dryRun=true') return state.dryRun;
    if (call.method === 'PUT' && call.path === '/games/jp/7/rounds/0') {
      const reply = onCorrect(call);
      if (reply.status === 200) state.game = reply.body as GameView;
      return reply;
    }
    return undefined;
  });
  const puts = () => calls.filter((call) => call.method === 'PUT');
  return { calls, puts, state };
}

/** The admin opens the first hand of the ended game and makes it 4 han, then asks what that changes. */
async function correctFirstHandToFourHan() {
  fireEvent.click(await screen.findByRole('button', { name: FIRST_HAND }));
  await screen.findByRole('heading', { name: FIRST_HAND });
  tapChip('Han', '4');
  fireEvent.click(screen.getByRole('button', { name: 'See what this changes' }));
  return screen.findByRole('group', { name: 'Confirm the correction' });
}

describe('an admin correcting any hand of an ended game', { timeout: 30_000 }, () => {
  it('offers an admin a correction of every hand in the history', async () => {
    serve(admin);
    renderAt(routes, '/games/jp/7');
    await screen.findByRole('button', { name: FIRST_HAND });
    expect(screen.getAllByRole('button', { name: /^Correct / })).toHaveLength(3);
  });

  it.each([
    ['its recorder', player()],
    ['a seated player', player({ id: 12, username: 'bob' })],
  ])('offers %s no correction of a hand', async (_who, me) => {
    serve(me);
    // The page once it knows who is looking, with who that is.
    renderAt(
      [
        {
          path: '/games/:variant/:id',
          element: (
            <>
              <GameRoute />
              <Landing name="Game" />
            </>
          ),
        },
      ],
      '/games/jp/7',
    );
    await screen.findByText(`Game page; logged in as ${me.username}`);
    expect(await screen.findAllByTestId('hand')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /^Correct / })).toBeNull();
    if (me.id === ended.recorderId) expect(screen.getByText(/an admin can correct it/)).toBeTruthy();
  });

  it('opens the hand filled in, sends the dry run first, and the same correction once confirmed', async () => {
    const { puts } = serve(admin);
    renderAt(routes, '/games/jp/7');
    fireEvent.click(await screen.findByRole('button', { name: FIRST_HAND }));
    await screen.findByRole('heading', { name: FIRST_HAND });
    // Filled in as stored.
    expect(screen.getByTestId('preview-seat-0').textContent).toBe('+5,800 → 30,800');
    tapChip('Han', '4');
    expect(screen.getByTestId('correction-preview').textContent).toContain('alice 30,800 → 36,600');
    expect(puts()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'See what this changes' }));
    const confirm = await screen.findByRole('group', { name: 'Confirm the correction' });
    const shown = within(confirm).getByRole('region', { name: 'What this correction changes' });
    expect(within(shown).getByText('alice: 42,600')).toBeTruthy();
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
        .slice(4),
    ).toEqual(['alice (all time): 1523.8 → 1530.0 (+6.3)', 'bob (all time): 1465.3 → 1458.5 (-6.8)']);
    // The hands it changes stay in view with the dry run.
    expect(screen.getByTestId('correction-preview').textContent).toContain('東一局 0本場: alice');
    const body = { expectedVersion: ended.version, ...FOUR_HAN };
    expect(puts().map((call) => [call.path, call.body])).toEqual([
      ['/games/jp/7/rounds/0?dryRun=true', body],
    ]);

    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, correct it' }));
    await screen.findByText('Corrected 東一局 0本場.');
    expect(puts().map((call) => [call.path, call.body])).toEqual([
      ['/games/jp/7/rounds/0?dryRun=true', body],
      ['/games/jp/7/rounds/0', body],
    ]);
    expect(screen.queryByRole('heading', { name: FIRST_HAND })).toBeNull();
  });

  it('sends nothing more when the admin cancels after the dry run', async () => {
    const { puts } = serve(admin);
    renderAt(routes, '/games/jp/7');
    const confirm = await correctFirstHandToFourHan();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Confirm the correction' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel correction' }));
    await screen.findByRole('button', { name: FIRST_HAND });
    expect(puts().map((call) => call.path)).toEqual(['/games/jp/7/rounds/0?dryRun=true']);
  });

  it('asks for the dry run again once the hand is changed after it', async () => {
    const { puts } = serve(admin);
    renderAt(routes, '/games/jp/7');
    await correctFirstHandToFourHan();
    tapChip('Han', '5');
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Confirm the correction' })).toBeNull());
    expect(screen.getByRole('button', { name: 'See what this changes' })).toBeTruthy();
    expect(puts()).toHaveLength(1);
  });

  it('shows what changed when another correction was saved first, and saves nothing', async () => {
    const other = riichiGame([DEALER_RON, DEALER_RON, DEALER_RON], {
      ...finished,
      version: ended.version + 1,
    });
    const served = serve(admin, () => {
      served.state.game = other;
      return {
        status: 409,
        body: { error: { code: 'VERSION_CONFLICT', message: 'The game changed since you loaded it.' } },
      };
    });
    renderAt(routes, '/games/jp/7');
    const confirm = await correctFirstHandToFourHan();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, correct it' }));
    const conflict = await screen.findByTestId('correction-conflict');
    expect(conflict.textContent).toContain('Not saved. The game changed since you loaded it.');
    await waitFor(() => expect(conflict.textContent).toContain('Meanwhile the game was changed'));
    expect(screen.getByRole('heading', { name: FIRST_HAND })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check again on the current game' })).toBeTruthy();
  });

  it('shows why the server refuses the dry run, and offers no confirmation', async () => {
    const served = serve(admin);
    served.state.dryRun = {
      status: 400,
      body: {
        error: { code: 'INVALID_ROUND', message: 'A later hand no longer fits: bob has too few points.' },
      },
    };
    renderAt(routes, '/games/jp/7');
    fireEvent.click(await screen.findByRole('button', { name: FIRST_HAND }));
    tapChip('Han', '4');
    fireEvent.click(screen.getByRole('button', { name: 'See what this changes' }));
    await screen.findByText(
      'Could not correct the game: A later hand no longer fits: bob has too few points.',
    );
    expect(screen.queryByRole('group', { name: 'Confirm the correction' })).toBeNull();
    expect(served.puts().map((call) => call.path)).toEqual(['/games/jp/7/rounds/0?dryRun=true']);
  });
});
