import type { Tournament } from '@mahjong/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPlayer, renderAt } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { aTournament } from '../test-support.ts';
import TournamentAdminPage from './TournamentAdminPage.tsx';

vi.mock('../../../lib/socket.ts', () => import('../../../test/fake-socket.ts'));

afterEach(() => {
  vi.unstubAllGlobals();
});

const admin = aPlayer({ id: 1, username: 'chair', admin: true });
const page = [
  { path: '/tournaments/:id/admin', element: <TournamentAdminPage /> },
  { path: '/unauthorized', element: <p>not allowed</p> },
];

function seatedProposal(): Tournament {
  const base = aTournament({ status: 'upcoming' });
  const [first, second] = base.sessionList;
  return {
    ...base,
    sessionList: [
      {
        ...first!,
        status: 'proposed',
        clock: null,
        tables: first!.tables.map((row) => ({ ...row, gameId: null, game: null })),
      },
      second!,
    ],
  };
}

// The control page is the heaviest of the tournament's pages to draw in happy-dom: its tests get longer.
describe("the organiser's control page", () => {
  it('sends anyone but an admin away', async () => {
    stubApi((call) => (call.path === '/players/current' ? { body: aPlayer() } : undefined));
    renderAt(page, '/tournaments/5/admin');
    expect(await screen.findByText('not allowed')).toBeTruthy();
  });

  it('swaps two players of a proposed seating with two taps, then starts the session', {
    timeout: 30_000,
  }, async () => {
    const calls = stubApi((call) => {
      if (call.path === '/players/current') return { body: admin };
      if (call.path === '/tournaments/5') return { body: seatedProposal() };
      if (call.path === '/players?variant=jp&type=CASUAL') return { body: [] };
      if (call.method === 'POST') return { status: call.path.endsWith('/start') ? 201 : 200, body: {} };
      return undefined;
    });
    renderAt(page, '/tournaments/5/admin');
    const table2 = await screen.findByRole('group', { name: 'Proposed table 2' });
    const table1 = screen.getByRole('group', { name: 'Proposed table 1' });
    fireEvent.click(within(table1).getByRole('button', { name: 'East · alice' }));
    fireEvent.click(within(table2).getByRole('button', { name: 'North · heidi' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/tournaments/5/sessions/1/swap')?.body).toEqual({
        a: 1,
        b: 8,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start session 1' }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === 'POST' && call.path === '/tournaments/5/sessions/1/start'),
      ).toBe(true),
    );
  });

  it('adds time to one table, ends a table early with its reason, and gives a penalty', {
    timeout: 30_000,
  }, async () => {
    const calls = stubApi((call) => {
      if (call.path === '/players/current') return { body: admin };
      if (call.path === '/tournaments/5') return { body: aTournament() };
      if (call.path === '/players?variant=jp&type=CASUAL') return { body: [] };
      if (call.method === 'POST') return { status: 201, body: {} };
      return undefined;
    });
    renderAt(page, '/tournaments/5/admin');
    const addTime = await screen.findByRole('form', { name: 'Add time' });
    fireEvent.change(within(addTime).getByRole('spinbutton', { name: 'Minutes' }), {
      target: { value: '3' },
    });
    fireEvent.change(within(addTime).getByRole('combobox', { name: 'For' }), { target: { value: '2' } });
    fireEvent.click(within(addTime).getByRole('button', { name: 'Add time' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/tournaments/5/sessions/1/time')?.body).toEqual({
        action: 'add',
        minutes: 3,
        table: 2,
      }),
    );

    const table1 = screen.getByRole('article', { name: 'Table 1' });
    fireEvent.click(within(table1).getByRole('button', { name: 'End early' }));
    fireEvent.change(within(table1).getByRole('textbox', { name: /Why table 1 ends early/ }), {
      target: { value: 'Venue closes' },
    });
    fireEvent.click(within(table1).getByRole('button', { name: 'End the game' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/tournaments/5/sessions/1/tables/1/end')?.body).toEqual({
        reason: 'Venue closes',
      }),
    );

    const penalty = screen.getByRole('form', { name: 'Give a penalty' });
    // The tournament's bounds are shown beside the amount.
    expect(within(penalty).getByText('From 0.1 to 100, in steps of 0.1')).toBeTruthy();
    fireEvent.change(within(penalty).getByRole('combobox', { name: 'Player' }), { target: { value: '2' } });
    fireEvent.change(within(penalty).getByRole('spinbutton', { name: /Points off/ }), {
      target: { value: '10' },
    });
    fireEvent.change(within(penalty).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Late' } });
    fireEvent.click(within(penalty).getByRole('button', { name: 'Give the penalty' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/tournaments/5/penalties')?.body).toEqual({
        playerId: 2,
        amount: 10,
        reason: 'Late',
      }),
    );
  });

  it("words a penalty outside the tournament's bounds in the reader's language", {
    timeout: 30_000,
  }, async () => {
    stubApi((call) => {
      if (call.path === '/players/current') return { body: admin };
      if (call.path === '/tournaments/5') return { body: aTournament() };
      if (call.path === '/players?variant=jp&type=CASUAL') return { body: [] };
      if (call.path === '/tournaments/5/penalties') {
        return {
          status: 400,
          body: {
            error: {
              code: 'PENALTY_OUT_OF_BOUNDS',
              message: 'out of bounds',
              params: { bound: 'max', amount: 120, min: 0.1, step: 0.1, max: 100 },
            },
          },
        };
      }
      return undefined;
    });
    renderAt(page, '/tournaments/5/admin');
    const penalty = await screen.findByRole('form', { name: 'Give a penalty' });
    fireEvent.change(within(penalty).getByRole('combobox', { name: 'Player' }), { target: { value: '2' } });
    fireEvent.change(within(penalty).getByRole('spinbutton', { name: /Points off/ }), {
      target: { value: '120' },
    });
    fireEvent.change(within(penalty).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Late' } });
    fireEvent.click(within(penalty).getByRole('button', { name: 'Give the penalty' }));
    expect(
      await screen.findByText('A penalty takes off at most 100 points in this tournament.'),
    ).toBeTruthy();
  });

  it('marks a participant as replaced with the substitute who plays their seat', {
    timeout: 30_000,
  }, async () => {
    const calls = stubApi((call) => {
      if (call.path === '/players/current') return { body: admin };
      if (call.path === '/tournaments/5') return { body: aTournament() };
      if (call.path === '/players?variant=jp&type=CASUAL') {
        return {
          body: [
            { id: 1, username: 'alice' },
            { id: 40, username: 'quentin' },
          ],
        };
      }
      if (call.method === 'PATCH') return { body: aTournament() };
      return undefined;
    });
    const user = userEvent.setup();
    renderAt(page, '/tournaments/5/admin');
    const status = await screen.findByRole('combobox', { name: 'Status of alice' });
    fireEvent.change(status, { target: { value: 'replaced' } });
    const picker = await screen.findByRole('combobox', { name: /Substitute for alice/ });
    await user.click(picker);
    await user.type(picker, 'que');
    await user.click(await screen.findByRole('option', { name: 'quentin' }));
    await user.click(screen.getByRole('button', { name: 'Seat the substitute' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/tournaments/5/participants/1')?.body).toEqual({
        status: 'replaced',
        substituteId: 40,
      }),
    );
  });
});
