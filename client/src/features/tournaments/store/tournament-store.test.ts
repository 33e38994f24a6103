import { describe, expect, it } from 'vitest';
import { aTournament } from '../test-support.ts';
import { createTournamentStore } from './tournament-store.ts';

const at = Date.parse('2026-11-28T10:00:00.000Z');

function withLeader(version: number, username: string) {
  const tournament = aTournament({ version });
  const [first, ...rest] = tournament.standings;
  return { ...tournament, standings: [{ ...first!, username, points: 45.3 }, ...rest] };
}

describe('tournament store', () => {
  it('replaces the tournament with a newer update at once, standings included', () => {
    const store = createTournamentStore();
    store.getState().receiveSnapshot(aTournament({ version: 10 }), at);
    const next = withLeader(11, 'zoe');
    expect(store.getState().receiveUpdate({ version: 11, tournament: next }, at)).toBe('applied');
    expect(store.getState().tournament?.version).toBe(11);
    expect(store.getState().tournament?.standings[0]?.username).toBe('zoe');
  });

  it('ignores an update older than or equal to what it holds', () => {
    const store = createTournamentStore();
    store.getState().receiveSnapshot(withLeader(12, 'kept'), at);
    expect(store.getState().receiveUpdate({ version: 11, tournament: withLeader(11, 'old') }, at)).toBe(
      'duplicate',
    );
    expect(store.getState().receiveUpdate({ version: 12, tournament: withLeader(12, 'same') }, at)).toBe(
      'duplicate',
    );
    expect(store.getState().tournament?.standings[0]?.username).toBe('kept');
  });

  it('takes an update that skips versions whole: it carries the whole tournament', () => {
    const store = createTournamentStore();
    store.getState().receiveSnapshot(aTournament({ version: 10 }), at);
    expect(store.getState().receiveUpdate({ version: 14, tournament: withLeader(14, 'far') }, at)).toBe(
      'applied',
    );
    expect(store.getState().tournament?.version).toBe(14);
  });

  it('calls an unreadable update, or one whose versions disagree, a gap (ask for it all again)', () => {
    const store = createTournamentStore();
    store.getState().receiveSnapshot(aTournament({ version: 10 }), at);
    expect(store.getState().receiveUpdate(null, at)).toBe('gap');
    expect(
      store.getState().receiveUpdate({ version: 12, tournament: aTournament({ version: 11 }) }, at),
    ).toBe('gap');
    expect(store.getState().tournament?.version).toBe(10);
  });

  it('keeps updates that came before the first answer, and an older answer does not take it back', () => {
    const store = createTournamentStore();
    expect(store.getState().receiveUpdate({ version: 12, tournament: withLeader(12, 'live') }, at)).toBe(
      'applied',
    );
    store.getState().receiveSnapshot(aTournament({ version: 11 }), at);
    expect(store.getState().tournament?.version).toBe(12);
    store.getState().receiveSnapshot(withLeader(13, 'fresh'), at);
    expect(store.getState().tournament?.standings[0]?.username).toBe('fresh');
  });

  it("learns how far the server's clock is from the device's from each answer", () => {
    const store = createTournamentStore();
    store.getState().receiveSnapshot(aTournament({ now: '2026-11-28T10:00:03.000Z' }), at);
    expect(store.getState().offset).toBe(3000);
  });
});
