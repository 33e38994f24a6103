import { afterEach, describe, expect, it } from 'vitest';
import { speak, speakEnglish } from '../test/languages.ts';
import { describeTransactions } from './describe-round.ts';

afterEach(speakEnglish);

const players = ['alice', 'bob', 'carol', 'dave'].map((username, seat) => ({ id: seat + 1, username, seat }));

describe('a hand with its yaku or patterns, in one line', () => {
  const riichi = {
    transactionType: 'DEAL_IN',
    winner: 1,
    loser: 3,
    hand: { han: 4, fu: 30, dora: 1, yaku: ['riichi', 'pinfu', 'tanyao'] },
  };

  it('names the yaku after the value, a counted one with its count, an open hand said so', () => {
    expect(describeTransactions([riichi], players)).toBe(
      'Deal-in (ron): bob from dave, 4 han 30 fu (1 dora): Riichi, Pinfu, Tanyao',
    );
    const open = {
      ...riichi,
      hand: { han: 3, fu: 30, dora: 0, yaku: ['honitsu', 'yakuhai', 'yakuhai'], open: true },
    };
    expect(describeTransactions([open], players)).toContain('Honitsu, Yakuhai ×2 (open)');
  });

  it('says them in the reader’s language, and Hong Kong patterns by their table names', () => {
    speak('ja');
    expect(describeTransactions([riichi], players)).toContain('立直、平和、断幺九');
    speak('zh-Hant');
    const hk = {
      transactionType: 'SELF_DRAW',
      winner: 0,
      hand: { points: 7, patterns: ['all-pungs', 'half-flush', 'self-draw'] },
    };
    expect(describeTransactions([hk], players, 'hk')).toContain('7番：對對糊，混一色，自摸');
  });
});
