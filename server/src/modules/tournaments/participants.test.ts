import type { Tournament } from '@mahjong/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestPlayer } from '../../test/players.ts';
import { createTournament, registerPlayers, seat, startSession } from '../../test/tournaments.ts';

// Each test makes an app on a fresh database: slow on a busy machine.
describe('tournament participants', { timeout: 90_000 }, () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('takes registrations while open, guests by name from an admin, and refuses them twice or once closed', async () => {
    t = await createTestApp();
    const admin = await createTestPlayer(t.app.db, { admin: true });
    const tournament = await createTournament(t, admin, { seating: 'random' });
    const url = `/api/tournaments/${tournament.id}/participants`;
    const [player] = await registerPlayers(t, tournament.id, 1);
    const twice = await t.app.inject({ method: 'POST', url, headers: player?.headers });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('ALREADY_REGISTERED');

    const guest = await t.app.inject({
      method: 'POST',
      url,
      headers: admin.headers,
      payload: { guestName: 'visitor_wu' },
    });
    expect(guest.statusCode).toBe(201);
    const withGuest = guest.json() as Tournament;
    expect(withGuest.participantList.find((p) => p.username === 'visitor_wu')).toMatchObject({
      guest: true,
      status: 'playing',
    });
    const sameName = await t.app.inject({
      method: 'POST',
      url,
      headers: admin.headers,
      payload: { guestName: 'Visitor_Wu' },
    });
    expect(sameName.json().error.code).toBe('USERNAME_TAKEN');
    // Only an admin names someone else.
    const other = await createTestPlayer(t.app.db);
    const named = await t.app.inject({
      method: 'POST',
      url,
      headers: player?.headers,
      payload: { playerId: other.player.id },
    });
    expect(named.statusCode).toBe(403);

    const closed = await t.app.inject({
      method: 'PATCH',
      url: `/api/tournaments/${tournament.id}`,
      headers: admin.headers,
      payload: { registrationOpen: false },
    });
    expect(closed.json().registrationOpen).toBe(false);
    const late = await t.app.inject({ method: 'POST', url, headers: other.headers });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('REGISTRATION_CLOSED');
    const listed = (await t.app.inject({ url: '/api/tournaments', headers: player?.headers })).json();
    expect(listed[0]).toMatchObject({
      id: tournament.id,
      participants: 2,
      registered: true,
      status: 'upcoming',
    });
  });

  it('swaps two players before the start, seats a playing participant in a place, and keeps a player who has played', async () => {
    t = await createTestApp();
    const admin = await createTestPlayer(t.app.db, { admin: true });
    const tournament = await createTournament(t, admin, { seating: 'random', sessions: 2 });
    const players = await registerPlayers(t, tournament.id, 8);
    const seating = await seat(t, admin, tournament.id, 1);
    const [a, b] = [seating.tables[0]?.playerIds[0] as number, seating.tables[1]?.playerIds[2] as number];
    const swap = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/tournaments/${tournament.id}/sessions/1/swap`,
        headers: admin.headers,
        payload,
      });
    const swapped = (await swap({ a, b })).json();
    expect(swapped.tables[0].playerIds[0]).toBe(b);
    expect(swapped.tables[1].playerIds[2]).toBe(a);
    const stranger = await createTestPlayer(t.app.db);
    const refused = await swap({ a, b: stranger.player.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('NOT_IN_SEATING');

    await startSession(t, admin, tournament.id, 1);
    const played = players[0]?.player.id as number;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/tournaments/${tournament.id}/participants/${played}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().error.code).toBe('PARTICIPANT_HAS_GAMES');
    expect((await swap({ a, b })).json().error.code).toBe('SESSION_STARTED');
  });
});
