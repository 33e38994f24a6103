import { clubRules, RIICHI_PRESETS } from '@mahjong/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { speak, speakEnglish } from '../../test/languages.ts';
import { describeChange } from './audit-sentences.ts';

afterEach(speakEnglish);

const names = { '7': 'alice', '8': 'bob', '9': 'carol', '10': 'dave', '1': 'chair' };

describe('audit entries told as sentences', () => {
  it('tells a game from its data, players by name', () => {
    expect(
      describeChange({
        action: 'game.create',
        before: null,
        after: { variant: 'jp', type: 'RANKED', players: [7, 8, 9, 10], seasonId: null },
        names,
      }),
    ).toEqual(['Started a Riichi Ranked game with alice, bob, carol, and dave.']);
    expect(
      describeChange({
        action: 'game.end',
        before: { version: 4, status: 'IN_PROGRESS' },
        after: { version: 5, status: 'FINISHED', finalScores: [40000, 30000, 20000, 10000], gamesRerated: 2 },
        names,
      }),
    ).toEqual([
      'Ended the game early.',
      'Final scores by seat: 40,000 / 30,000 / 20,000 / 10,000.',
      '2 later games were rated again.',
    ]);
    expect(
      describeChange({
        action: 'round.record',
        before: { version: 3, rounds: 2 },
        after: { version: 4, roundIndex: 2, input: {}, scoreDeltas: [], ended: true },
        names,
      }),
    ).toEqual(['Recorded hand 3.', 'That hand ended the game.']);
  });

  it('tells chombos, flags, seasons and seatings', () => {
    expect(
      describeChange({
        action: 'chombo.remove',
        before: { playerId: 8, reason: 'False ron', recordedBy: 1, recordedAt: 'not a moment' },
        after: { removalReason: 'Wrong player' },
        names,
      }),
    ).toEqual([
      'Removed the chombo against bob (“False ron”).',
      'chair had recorded it on not a moment.',
      'Why it was removed: “Wrong player”.',
    ]);
    expect(
      describeChange({
        action: 'player.update',
        before: { admin: false, japaneseQualified: true, hongKongQualified: false },
        after: { admin: true, japaneseQualified: false, hongKongQualified: false },
        names,
      }),
    ).toEqual(['Made an admin.', 'May no longer play Riichi Ranked games.']);
    expect(
      describeChange({
        action: 'season.update',
        before: { name: 'Autumn', startDate: '2026-09-01', endDate: '2026-12-31' },
        after: { name: 'Autumn 2026', startDate: '2026-09-01', endDate: '2026-12-31', gamesMoved: 0 },
        names,
      }),
    ).toEqual(['Renamed the season from Autumn to Autumn 2026.']);
    expect(
      describeChange({
        action: 'seating.confirm',
        before: null,
        after: { tables: [{ table: 1, gameId: 12, type: 'RANKED' }] },
        names,
      }),
    ).toEqual(['Confirmed the seating: 1 table.', 'Table 1: Ranked game #12.']);
  });

  it('tells a new default rule set by name, and what it plays differently', () => {
    const tenhou = RIICHI_PRESETS.find((preset) => preset.id === 'tenhou');
    const [named, ...differences] = describeChange({
      action: 'rules.default',
      before: clubRules('jp'),
      after: tenhou,
      names,
    });
    expect(named).toBe("The club's default rules are now Tenhou.");
    expect(differences).toHaveLength(1);
    expect(differences[0]).toMatch(/^Compared with before: .+\.$/);
  });

  it('tells an action it does not know field by field', () => {
    expect(
      describeChange({ action: 'club.repaint', before: { colour: 'red' }, after: { colour: 'blue' }, names }),
    ).toEqual(['colour: red → blue']);
  });

  it('speaks the reader’s language', () => {
    speak('ja');
    expect(
      describeChange({
        action: 'chombo.record',
        before: null,
        after: { version: 2, playerId: 7, reason: '誤ロン' },
        names,
      }),
    ).toEqual(['aliceのチョンボ：「誤ロン」。']);
    speak('zh-Hans');
    expect(
      describeChange({
        action: 'player.rename',
        before: { username: 'al' },
        after: { username: 'alice' },
        names,
      }),
    ).toEqual(['从 al 改名为 alice。']);
  });
});
