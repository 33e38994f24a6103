import { describe, expect, it } from 'vitest';
import { isScoringError, namedMessage, SCORING_ERROR_CODES, ScoringError } from './errors.ts';
import { concludeRiichiRound } from './riichi.ts';

describe('ScoringError', () => {
  it('is an Error carrying the refusal, its code, its English text and optional indexes', () => {
    const refusal = {
      code: 'RON_20_FU' as const,
      params: {},
      transactionIndex: 1,
      roundIndex: 4,
      round: { variant: 'jp' as const, roundWind: 'SOUTH' as const, roundNumber: 1, bonus: 0 },
    };
    const error = new ScoringError(refusal);
    expect(error).toBeInstanceOf(Error);
    expect(isScoringError(error)).toBe(true);
    expect(error).toMatchObject({
      name: 'ScoringError',
      code: 'RON_20_FU',
      roundIndex: 4,
      transactionIndex: 1,
    });
    expect(error.refusal).toBe(refusal);
    expect(error.message).toBe(
      'Round 5 (南一局 0本場): A ron needs at least 25 fu: 20 fu is only possible on a tsumo',
    );
  });

  it('leaves the indexes out when there are none', () => {
    const error = new ScoringError({ code: 'INVALID_HAN', params: { han: 14 } });
    expect('roundIndex' in error).toBe(false);
    expect('transactionIndex' in error).toBe(false);
  });

  it('is not confused with other errors', () => {
    expect(isScoringError(new Error('Invalid wind'))).toBe(false);
  });

  it('has no duplicate codes', () => {
    expect(new Set(SCORING_ERROR_CODES).size).toBe(SCORING_ERROR_CODES.length);
  });
});

describe('messages in the club words', () => {
  const names = ['alice', 'bob', 'carol', 'dave'];
  const refusal = (run: () => unknown): ScoringError => {
    try {
      run();
    } catch (error) {
      if (isScoringError(error)) return error;
    }
    throw new Error('expected a refusal');
  };

  it('names the riichi declarer who was not marked tenpai at a deck-out (regression: "Seat 2 declared riichi")', () => {
    const error = refusal(() =>
      concludeRiichiRound(
        { roundWind: 'EAST', roundNumber: 1, bonus: 0, startRiichiStickCount: 0 },
        { riichis: [2], tenpais: [], transactions: [] },
      ),
    );
    expect(error.message).toBe('Seat 2 declared riichi, so they were tenpai at the draw: mark them tenpai');
    expect(namedMessage(error, names)).toBe(
      'carol declared riichi, so they were tenpai at the draw: mark them tenpai',
    );
  });

  it.each([
    [
      { transactionType: 'DEAL_IN', loser: 1, hand: { han: 1, fu: 30, dora: 0 } },
      'A ron (deal-in) needs the winner',
    ],
    [{ transactionType: 'INROUND_RYUUKYOKU', winner: 1 }, 'A reshuffle has no winner; leave the winner out'],
  ])('says %j without enum names', (transaction, message) => {
    const error = refusal(() =>
      concludeRiichiRound(
        { roundWind: 'EAST', roundNumber: 1, bonus: 0, startRiichiStickCount: 0 },
        { riichis: [], tenpais: [], transactions: [transaction as never] },
      ),
    );
    expect(error.message).toBe(message);
    expect(error.message).not.toMatch(/[A-Z]{2,}_[A-Z]/);
  });

  it('keeps a plain message when no seat is named', () => {
    expect(namedMessage(new ScoringError({ code: 'INVALID_HAN', params: { han: 14 } }), names)).toBe(
      'Han must be 1 to 13, or 26, 39, 52, 65 or 78 for stacked yakuman; 14 is not a hand value',
    );
  });
});
