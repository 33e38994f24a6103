import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as enMessages } from '../../../locales/en.po';
import { messages as jaMessages } from '../../../locales/ja.po';
import { aTournament } from '../test-support.ts';
import { currentSession, mySeat } from './sessions.ts';
import { formatPoints, seatWords } from './words.ts';

describe('where a player sits', () => {
  it('finds the seat in the running session', () => {
    expect(mySeat(aTournament(), 7)).toEqual({ session: 1, table: 2, seat: 2, gameId: 102 });
  });

  it('finds the seat in the next session once it is proposed, before it starts', () => {
    const tournament = aTournament();
    const [first, second] = tournament.sessionList;
    const proposed = {
      ...second!,
      status: 'proposed' as const,
      tables: [{ table: 1, playerIds: [7, 1, 5, 3], gameId: null, game: null }],
    };
    const next = { ...tournament, sessionList: [{ ...first!, status: 'finished' as const }, proposed] };
    expect(currentSession(next)?.n).toBe(2);
    expect(mySeat(next, 5)).toEqual({ session: 2, table: 1, seat: 2, gameId: null });
  });

  it('has no seat for someone not seated, or before seating', () => {
    const tournament = aTournament();
    expect(mySeat(tournament, 99)).toBeNull();
    expect(mySeat(tournament, undefined)).toBeNull();
    const notSeated = {
      ...tournament,
      sessionList: tournament.sessionList.map((session) => ({ ...session, status: 'notSeated' as const })),
    };
    expect(mySeat(notSeated, 1)).toBeNull();
  });
});

describe('seat words', () => {
  it('names the table and the wind, in the reader’s language', async () => {
    expect(seatWords(3, 0)).toBe('Table 3, East');
    expect(seatWords(12, 3)).toBe('Table 12, North');
    i18n.loadAndActivate({ locale: 'ja', messages: jaMessages });
    try {
      expect(seatWords(3, 1)).toBe('3卓・南家');
    } finally {
      i18n.loadAndActivate({ locale: 'en', messages: enMessages });
    }
  });

  it('writes points with a sign and one decimal at most', () => {
    expect(formatPoints(45.3)).toBe('+45.3');
    expect(formatPoints(-12)).toBe('-12');
    expect(formatPoints(0)).toBe('0');
    expect(formatPoints(12.25)).toBe('+12.3');
  });
});
