import { describe, expect, it } from 'vitest';
import { isScoringError, namedMessage, SCORING_ERROR_CODES, ScoringError } from './errors.ts';
import { concludeRiichiRound } from './riichi.ts';

describe('ScoringError', () => {
  it('is an Error with a code, a readable message and optional indexes', () => {
    const error = new ScoringError('RON_20_FU', 'A ron needs at least 25 fu', {
      roundIndex: 4,
      transactionIndex: 1,
    });
    expect(error).toBeInstanceOf(Error);
    expect(isScoringError(error)).toBe(true);
    expect(error).toMatchObject({
      name: 'ScoringError',
      code: 'RON_20_FU',
      roundIndex: 4,
      transactionIndex: 1,
    });
    expect(error.message).toBe('A ron needs at least 25 fu');
  });

  it('leaves the indexes out when there are none', () => {
    const error = new ScoringError('INVALID_HAN', 'Han must be 1 to 13');
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
    expect(namedMessage(new ScoringError('INVALID_HAN', 'Han must be 1 to 13'), names)).toBe(
      'Han must be 1 to 13',
    );
  });
});
