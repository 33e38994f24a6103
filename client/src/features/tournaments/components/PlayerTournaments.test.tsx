import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPlayer, renderAt } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { aTournament } from '../test-support.ts';
import { PlayerTournaments } from './PlayerTournaments.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const winter = aTournament();
const spring = aTournament({
  id: 6,
  name: 'Spring Cup',
  participantList: winter.participantList.filter((p) => p.playerId !== 3),
});

function serve(me = aPlayer({ id: 99, username: 'someone' })) {
  return stubApi((call) => {
    if (call.path === '/players/current') return { body: me };
    // The server lists a player's tournaments: winter has players 1–8, spring all but 3.
    if (call.path === '/tournaments?playerId=3') return { body: [winter] };
    if (call.path === '/tournaments?playerId=42') return { body: [] };
    if (call.path === '/tournaments') return { body: [winter, { ...spring, registered: me.id === 3 }] };
    if (call.path === '/tournaments/5') return { body: winter };
    if (call.path === '/tournaments/6') return { body: spring };
    return undefined;
  });
}

describe("a player's tournaments", () => {
  it('lists the tournaments the server says the player takes part in, with their place', async () => {
    const calls = serve();
    renderAt([{ path: '/', element: <PlayerTournaments playerId={3} /> }], '/');
    const section = await screen.findByRole('region', { name: 'Tournaments' });
    const winterLink = await within(section).findByRole('link', { name: 'Winter Open' });
    expect(winterLink.getAttribute('href')).toBe('/tournaments/5');
    expect(within(section).getByText('Place 3, 0 points')).toBeTruthy();
    expect(within(section).queryByRole('link', { name: 'Spring Cup' })).toBeNull();
    expect(calls.some((call) => call.path === '/tournaments?playerId=3')).toBe(true);
  });

  it('shows nothing for a player in no tournament', async () => {
    const calls = serve();
    renderAt([{ path: '/', element: <PlayerTournaments playerId={42} /> }], '/');
    await vi.waitFor(() => expect(calls.some((call) => call.path === '/tournaments?playerId=42')).toBe(true));
    expect(screen.queryByRole('region', { name: 'Tournaments' })).toBeNull();
    // Nothing is filtered on the phone: no tournament is read whole to find the player in it.
    expect(calls.filter((call) => call.path.startsWith('/tournaments/'))).toEqual([]);
  });
});
