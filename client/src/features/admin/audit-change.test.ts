import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-change.ts';

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
});
