import { describe, expect, it } from 'vitest';
import { entryStep } from './entry-step.ts';
import { type HandCheck, type HandDraft, newTransactionDraft } from './hand-draft.ts';

const notYet: HandCheck = { ok: false, message: 'not yet' };
const whole = { ok: true } as unknown as HandCheck;
const draft = (result: HandDraft['result'], transactions = [newTransactionDraft(0)]): HandDraft => ({
  ...(result ? { result } : {}),
  riichis: [],
  tenpais: [],
  transactions,
});
const ron = (fields: Partial<ReturnType<typeof newTransactionDraft>>) => ({
  ...newTransactionDraft(0),
  ...fields,
});

describe('the step the next tap goes to', () => {
  it.each([
    ['nothing chosen: the result', draft(undefined), notYet, 'result'],
    ['a ron without its winner: the seats', draft('RON'), notYet, 'seats'],
    ['a ron without who dealt in: the seats', draft('RON', [ron({ winner: 1 })]), notYet, 'seats'],
    ['seats named: the han', draft('RON', [ron({ winner: 1, loser: 2 })]), notYet, 'han'],
    ['3 han: the fu', draft('RON', [ron({ winner: 1, loser: 2, han: 3 })]), notYet, 'fu'],
    ['5 han: no fu, record', draft('RON', [ron({ winner: 1, loser: 2, han: 5 })]), whole, 'record'],
    ['a whole ron: record', draft('RON', [ron({ winner: 1, loser: 2, han: 3, fu: 30 })]), whole, 'record'],
    ['a deck-out: the tenpai seats', draft('DECK_OUT'), whole, 'seats'],
    ['a reshuffle: record', draft('RESHUFFLE'), whole, 'record'],
    ['a nagashi without its seat: the seats', draft('NAGASHI'), notYet, 'seats'],
    ['a nagashi with its seat: the tenpai', draft('NAGASHI', [ron({ winner: 1 })]), whole, 'tenpai'],
  ] as const)('%s', (_case, hand, check, step) => {
    expect(entryStep('jp', hand, 0, check)).toBe(step);
  });

  it('a Hong Kong win with its seats asks for the points', () => {
    expect(entryStep('hk', draft('RON', [ron({ winner: 1, loser: 2 })]), 0, notYet)).toBe('points');
  });

  it('the second winner of a double ron is asked for on the seats', () => {
    const hands = [ron({ winner: 1, loser: 2, han: 3, fu: 30 }), ron({ id: 1, loser: 2 })];
    expect(entryStep('jp', draft('RON', hands), 1, notYet)).toBe('seats');
  });
});
