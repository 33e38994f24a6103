import { clubRules } from '@mahjong/shared';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../../migrations/index.ts';
import { type DatabaseHandle, openPglite } from './connect.ts';
import { migrateToLatest } from './migrate.ts';

describe('migration store_game_rules', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openPglite();
  });
  afterAll(() => handle.close());

  it("gives every game recorded before rule sets the club's rules of its variant, whole", async () => {
    const db = handle.db.withoutPlugins();
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const before = await migrator.migrateTo('2026_11_28_1100_index_password_resets_by_player');
    expect(before.error).toBeUndefined();
    await sql`insert into games (variant, type) values ('jp', 'RANKED'), ('hk', 'CASUAL')`.execute(db);

    await migrateToLatest(db);
    const rows = await sql<{
      variant: string;
      rules: unknown;
    }>`select variant, rules from games order by id`.execute(db);
    expect(rows.rows).toEqual([
      { variant: 'jp', rules: clubRules('jp') },
      { variant: 'hk', rules: clubRules('hk') },
    ]);
    const mismatched = sql`insert into games (variant, type, rules) values ('hk', 'CASUAL', ${JSON.stringify(clubRules('jp'))}::jsonb)`;
    await expect(mismatched.execute(db)).rejects.toThrow(/games_rules_variant_check/);
  });
});
