import { describe, expect, it } from 'vitest';
import { actionLabel, changedFields, subjectLabel } from './audit-change.ts';

describe('audit entry changes', () => {
  it('lists only the fields that changed', () => {
    expect(
      changedFields(
        { admin: false, japaneseQualified: false, hongKongQualified: false },
        { admin: false, japaneseQualified: true, hongKongQualified: false },
      ),
    ).toEqual([{ field: 'japaneseQualified', before: 'false', after: 'true' }]);
  });

  it('shows every field of something created, and shortens long values', () => {
    const input = { transactions: Array.from({ length: 20 }, () => ({ transactionType: 'DEAL_IN' })) };
    const [created, round] = changedFields(null, { type: 'RANKED', input });
    expect(created).toEqual({ field: 'type', after: 'RANKED' });
    expect(round?.after).toHaveLength(80);
    expect(round?.after?.endsWith('…')).toBe(true);
  });

  it('shows what was removed', () => {
    expect(changedFields({ name: 'Autumn' }, null)).toEqual([{ field: 'name', before: 'Autumn' }]);
  });

  it('names players instead of showing their ids', () => {
    const names = { '7': 'alice', '8': 'bob', '9': 'chair' };
    expect(
      changedFields(
        { version: 3, playerId: 7, reason: 'False ron', recordedBy: 9 },
        { version: 4, removalReason: 'Wrong player' },
        names,
      ),
    ).toEqual([
      { field: 'version', before: '3', after: '4' },
      { field: 'player', before: 'alice' },
      { field: 'reason', before: 'False ron' },
      { field: 'recordedBy', before: 'chair' },
      { field: 'removalReason', after: 'Wrong player' },
    ]);
    expect(changedFields(null, { players: [7, 8] }, names)).toEqual([
      { field: 'players', after: 'alice, bob' },
    ]);
    expect(
      changedFields(
        {
          players: [
            { id: 7, username: 'alice' },
            { id: 1, username: 'gone' },
          ],
        },
        null,
        names,
      ),
    ).toEqual([{ field: 'players', before: 'alice, gone' }]);
  });

  it('shows a moment as a date and time, and leaves a plain date as it is', () => {
    const [recorded, start] = changedFields(
      { recordedAt: '2026-03-01T12:05:00.000Z', startDate: '2026-03-01' },
      null,
    );
    expect(recorded?.before).toMatch(/^1 Mar 2026, \d{2}:\d{2}$/);
    expect(start?.before).toBe('2026-03-01');
  });

  it('keeps an id it has no name for', () => {
    expect(changedFields(null, { playerId: 12 })).toEqual([{ field: 'player', after: '12' }]);
  });
});

describe('audit entry words', () => {
  it('says what was done, and keeps an action it does not know as stored', () => {
    expect(actionLabel('chombo.remove')).toBe('Chombo removed');
    expect(actionLabel('player.update')).toBe('Flags changed');
    expect(actionLabel('player.check-in')).toBe('Checked in');
    expect(actionLabel('something.new')).toBe('something.new');
  });

  it('names what the entry is about: a game by its variant, a player by name', () => {
    const entry = { entity: 'game', entityId: '12', names: {}, game: null };
    expect(subjectLabel({ ...entry, game: { id: 12, variant: 'hk' } })).toBe('Hong Kong game #12');
    expect(subjectLabel(entry)).toBe('game #12');
    expect(subjectLabel({ entity: 'player', entityId: '4', names: { '4': 'dana' }, game: null })).toBe(
      'dana',
    );
    expect(subjectLabel({ entity: 'player', entityId: '5', names: {}, game: null })).toBe('player #5');
    expect(subjectLabel({ entity: 'backup', entityId: null, names: {}, game: null })).toBe('backup');
  });
});
