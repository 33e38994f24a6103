import type { SeatingProposal } from '@mahjong/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { SeatingPanel } from './SeatingPanel.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ratings = [1612.4, 1488, 1530.6, 1401, 1555, 1499.5, 1520, 1460];
const proposal: SeatingProposal = {
  id: 9,
  variant: 'jp',
  type: 'RANKED',
  method: 'balanced',
  tables: [
    { table: 1, playerIds: [1, 2, 3, 4] },
    { table: 2, playerIds: [5, 6, 7, 8] },
  ],
  waiting: [],
  players: ratings.map((rating, index) => ({ id: index + 1, username: `player${index + 1}`, rating })),
  repeatedPairs: 0,
};
const average = (ids: number[]) =>
  Math.round(ids.reduce((sum, id) => sum + ratings[id - 1]!, 0) / ids.length);

const propose = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Propose seating' }));
  return screen.findByLabelText('Proposed table 1');
};

describe('seating a round', () => {
  it('shows every player’s rating and each table’s average, so a balanced proposal can be checked', async () => {
    stubApi((call) => (call.path === '/seatings' ? { status: 201, body: proposal } : undefined));
    renderAt([{ path: '/', element: <SeatingPanel /> }], '/');
    const first = await propose();
    expect(within(first).getByText(`average rating ${average([1, 2, 3, 4])}`)).toBeTruthy();
    expect(within(first).getByRole('button', { name: /player1/ }).textContent).toContain('1612');
    expect(within(first).getByRole('button', { name: /player3/ }).textContent).toContain('1531');
    const second = screen.getByLabelText('Proposed table 2');
    expect(within(second).getByText(`average rating ${average([5, 6, 7, 8])}`)).toBeTruthy();
  });

  it.each([
    ['SEATING_OUT_OF_DATE', 409],
    ['SEATING_CONFIRMED', 409],
    ['SEATING_NOT_FOUND', 404],
  ])('takes a proposal refused as %s off the screen and says why', async (code, status) => {
    const calls = stubApi((call) => {
      if (call.path === '/seatings') return { status: 201, body: proposal };
      if (call.path === '/seatings/9/confirm')
        return { status, body: { error: { code, message: 'refused' } } };
      return undefined;
    });
    renderAt([{ path: '/', element: <SeatingPanel /> }], '/');
    await propose();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and start the games' }));
    await waitFor(() => expect(screen.queryByLabelText('Proposed table 1')).toBeNull());
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(calls.filter((call) => call.path === '/seatings/9/confirm')).toHaveLength(1);
  });

  it('keeps a proposal on screen when the refusal is not about the proposal', async () => {
    stubApi((call) => {
      if (call.path === '/seatings') return { status: 201, body: proposal };
      if (call.path === '/seatings/9/confirm')
        return { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'try again' } } };
      return undefined;
    });
    renderAt([{ path: '/', element: <SeatingPanel /> }], '/');
    await propose();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and start the games' }));
    await screen.findByRole('alert');
    expect(screen.getByLabelText('Proposed table 1')).toBeTruthy();
  });
});
