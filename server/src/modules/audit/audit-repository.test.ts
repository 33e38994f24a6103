import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestPlayer } from '../../test/players.ts';
import { recordAudit } from './audit-repository.ts';

describe('recordAudit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores who did what to which entity, with before and after as JSON', async () => {
    const { player } = await createTestPlayer(t.app.db);
    await recordAudit(t.app.db, {
      actorId: player.id,
      action: 'game.end',
      entity: 'game',
      entityId: 42,
      before: { status: 'IN_PROGRESS', scores: [1, 2] },
      after: { status: 'FINISHED' },
    });
    const row = await t.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('actorId', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      action: 'game.end',
      entity: 'game',
      entityId: '42',
      before: { status: 'IN_PROGRESS', scores: [1, 2] },
      after: { status: 'FINISHED' },
    });
    expect(row.createdAt).toBeInstanceOf(Date);
  });

  it('keeps a missing before or after as SQL null, and the system as a null actor', async () => {
    await recordAudit(t.app.db, {
      actorId: null,
      action: 'season.create',
      entity: 'season',
      entityId: 'spring',
      before: null,
      after: undefined,
    });
    const row = await t.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entityId', '=', 'spring')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ actorId: null, before: null, after: null });
  });

  it('commits and rolls back with the transaction it is given', async () => {
    await t.app.db
      .transaction()
      .execute(async (trx) => {
        await recordAudit(trx, {
          actorId: null,
          action: 'x',
          entity: 'y',
          entityId: 'rolled-back',
          before: 1,
          after: 2,
        });
        throw new Error('abort');
      })
      .catch(() => {});
    const rows = await t.app.db
      .selectFrom('auditLog')
      .select('id')
      .where('entityId', '=', 'rolled-back')
      .execute();
    expect(rows).toEqual([]);
  });
});
